/**
 * The firm's name and mail domain, which the server's configuration also reads (for the default sender and
 * recipient). It imports nothing, so that next.config.ts's loader can read it through server/config.ts;
 * `site.ts` builds the brand and the contact details on it.
 */
export const brandName = "Brightwell";

/** The firm's mail domain. `.example` is reserved, so nothing is sent to a stranger before this is set. */
export const mailDomain = "brightwell.example";

/** The general address: the contact details' email, and where form notifications go by default. */
export const helloAddress = `hello@${mailDomain}`;
