/**
 * Structured data for search engines. A JSON-LD block is data, not script, so the strict CSP does not need to
 * allow it. `<` is escaped so no value can close the element early.
 */
export function JsonLd({ data }: { data: { "@context": "https://schema.org" } | undefined }) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
