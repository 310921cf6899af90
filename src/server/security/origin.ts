/**
 * Refuses form posts that another site's page makes a visitor's browser send. Browsers say where a request
 * comes from in Sec-Fetch-Site (all current ones) or Origin; we accept our own origin (SITE_URL, or the host the
 * request was sent to) and requests that carry neither header, which no browser sends cross-site (curl, mail
 * clients' one-click unsubscribe).
 */
export function isCrossSite(headers: Headers, siteUrl: string): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = headers.get("origin");
  if (!origin) return false;
  if (origin === siteUrl) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (!host) return true;
  const proto = headers.get("x-forwarded-proto") ?? "http";
  return origin !== `${proto}://${host}`;
}
