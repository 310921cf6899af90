// Scripted form posts go from the server straight to the app's form handler (decision record 024). Through
// Next.js's route pipeline a post cost about twice the main-thread time of the handler itself: the request and
// response wrapped and re-wrapped, async hooks, tracing. The app leaves its handler on globalThis when it starts
// (src/instrumentation.ts); the route file stays for `next dev` and `next start`, and for browsers posting
// without JavaScript, whose answer is a page that Next.js compresses.
import { FORM_POST, NOT_STORED_NOW, wantsPage } from "../forms/refused-clients.mjs";
import { securityHeaders } from "../security/headers.mjs";

const HANDLER = Symbol.for("brightwell.formPost");

/** Called by the app at start with `handleFormPost(request, formId)`. */
export function registerFormHandler(handler) {
  globalThis[HANDLER] = handler;
}

/** The request's headers as a Headers object (repeated ones appended). */
function webHeaders(raw) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.append(name, value);
  }
  return headers;
}

/**
 * The request's body as a web stream, read only as the handler reads it. A body the handler never reads is left
 * to Node, which discards it after the answer, as for any request. Cancelled (the handler stops reading a body
 * over its limit), it stops reading and leaves the connection to the server, which closes it after the 413
 * (scripts/server.mjs); Node's own `Readable.toWeb` would destroy the socket, and the client would never see
 * its answer.
 */
function bodyOf(request) {
  let listening = false;
  let done = false;
  return new ReadableStream(
    {
      pull(controller) {
        if (!listening) {
          listening = true;
          const finish = (error) => {
            if (done) return;
            done = true;
            if (error) controller.error(error);
            else controller.close();
          };
          request.on("data", (chunk) => {
            if (done) return;
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            if ((controller.desiredSize ?? 0) <= 0) request.pause();
          });
          request.once("end", () => finish());
          request.once("error", (error) => finish(error));
          request.once("close", () => finish(new Error("The client went away before its post was read.")));
        }
        request.resume();
      },
      cancel() {
        done = true;
        request.pause();
      },
    },
    { highWaterMark: 0 },
  );
}

async function send(response, answer) {
  const body = Buffer.from(await answer.arrayBuffer());
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  response.writeHead(answer.status);
  response.end(body);
}

function failed(response, error) {
  console.error(`A form post failed outside its handler: ${error?.message ?? error}`);
  if (response.headersSent) return response.destroy();
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  response.writeHead(503, {
    "cache-control": "no-store",
    "content-type": "application/json",
    "retry-after": "60",
  });
  response.end(JSON.stringify({ error: NOT_STORED_NOW }));
}

/**
 * Answers a scripted post to /api/forms/{form} through the app's handler and returns true; returns false (Next.js
 * answers) for anything else, and before the app has registered its handler.
 */
export function postToForm(request, response) {
  const handler = globalThis[HANDLER];
  if (!handler || request.method !== "POST") return false;
  const match = FORM_POST.exec(request.url ?? "");
  if (!match || wantsPage(request.headers["content-type"], request.headers.accept)) return false;
  let form, web;
  try {
    form = decodeURIComponent(match[1]);
    web = new Request(new URL(request.url, "http://localhost"), {
      method: "POST",
      headers: webHeaders(request.headers),
      body: bodyOf(request),
      duplex: "half",
    });
  } catch {
    return false; // a path or header the web classes refuse: Next.js answers it, as it did
  }
  handler(web, form)
    .then(
      (answer) => send(response, answer),
      (error) => failed(response, error),
    )
    .catch((error) => failed(response, error));
  return true;
}
