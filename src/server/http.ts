/** The answers of our API: never cached, JSON or a redirect to a page (303, so the browser follows with GET). */
const NO_STORE = { "cache-control": "no-store" };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, location } });
}
