/**
 * The firm's name, its form in URLs, and its mail domain, which the server's configuration also reads (for the default sender and
 * recipient). It imports nothing, so that next.config.ts's loader can read it through server/config.ts;
 * `site.ts` builds the brand and the contact details on it.
 */
export const brandName = "Brightwell";

/** Lower-case, hyphenated form of a name, for use in URLs. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The firm's name in URLs (the careers page's). Here, not in `site.ts`, so that the route table, which the
 * browser's scripts read for the page's language and its counterpart, brings no formatter along.
 */
export const brandSlug = slugify(brandName);

/** The firm's mail domain. `.example` is reserved, so nothing is sent to a stranger before this is set. */
export const mailDomain = "brightwell.example";

/** The general address: the contact details' email, and where form notifications go by default. */
export const helloAddress = `hello@${mailDomain}`;
