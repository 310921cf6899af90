const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Characters XML 1.0 forbids in a document (and HTML calls parse errors): the C0 controls but tab, line feed and
 * carriage return, the non-characters U+FFFE and U+FFFF, and halves of a surrogate pair standing alone.
 */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udfff]/gu;

/** Text without the characters XML 1.0 forbids: one such character makes a whole feed unreadable. */
export function xmlSafe(value: string): string {
  return value.replace(NOT_XML, "");
}

/**
 * Text made safe to put inside HTML or XML elements and attribute values (mails, the insights and newsletter
 * feeds): markup characters escaped, and characters XML forbids removed, whatever text a row holds.
 */
export function escapeHtml(value: string): string {
  return xmlSafe(value).replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
