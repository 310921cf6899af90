// Form posts from a script (JSON, or a form encoding that does not ask for a page), answered by the production
// server without Next.js's route pipeline (decision record 024), which cost about as much main-thread time as the
// handler itself: the request and response wrapped and re-wrapped, async hooks, tracing.
// - A network the handler has refused for the rate limit gets the same 429 here, until its window ends; a post
//   without JavaScript from it gets its form page back, filled in from a template (server/forms/retry.ts).
// - Every other scripted post goes straight to the app's handler, which src/instrumentation.ts registers in the
//   shared state once the app's services have started; the route file (src/app/api/forms/[form]/route.ts) calls
//   the same handler, and what the two copies must share (the rate limiter's counts) is in the shared state.
// Other posts without JavaScript, whose answer can be a page that Next compresses, go through Next.js as before.
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientNetwork } from "../security/client-address";
import { FORM_POST, NOT_STORED_NOW, refusalFor, TOO_MANY_POSTS, wantsPage } from "../forms/post-rules";
import { setSecurityHeaders } from "../security/headers";
import { shared } from "../shared-state";

declare module "../shared-state" {
  interface SharedState {
    /** The form route's handler, for the server's form fast path (registered by src/instrumentation.ts). */
    formHandler?: FormPostHandler;
    /** The form page for a post without JavaScript from a network over its limit (registered with it). */
    refusedFormPage?: RefusedFormPage;
  }
}

/** The app's handler of a form post: `handleFormPost(request, formId)`. */
export type FormPostHandler = (request: Request, formId: string) => Promise<Response>;

/** An answer as the server writes it: status, headers and bytes, without a web Response around them. */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The filled-in form page for a post without JavaScript from a network over its limit:
 * `refusedFormPage(request, formId, retryAfterSeconds)`.
 */
export type RefusedFormPage = (
  request: Request,
  formId: string,
  retryAfterSeconds: number,
) => Promise<Response | PageAnswer>;

/** Called once the app has started (src/instrumentation.ts) with the app's handler and its refusal page. */
export function registerFormHandler(handler: FormPostHandler, refusedPage: RefusedFormPage): void {
  shared.formHandler = handler;
  shared.refusedFormPage = refusedPage;
}

/** The request's headers as a Headers object (repeated ones appended). */
function webHeaders(raw: IncomingMessage["headers"]): Headers {
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
 * (scripts/server.ts); Node's own `Readable.toWeb` would destroy the socket, and the client would never see
 * its answer.
 */
function bodyOf(request: IncomingMessage): ReadableStream<Uint8Array> {
  let listening = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!listening) {
          listening = true;
          const finish = (error?: Error) => {
            if (done) return;
            done = true;
            if (error) controller.error(error);
            else controller.close();
          };
          request.on("data", (chunk: Buffer) => {
            if (done) return;
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            if ((controller.desiredSize ?? 0) <= 0) request.pause();
          });
          request.once("end", () => finish());
          request.once("error", (error: Error) => finish(error));
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

/** Writes an answer with the security headers Next.js gives every response (next.config.ts). */
function answer(
  response: ServerResponse,
  status: number,
  headers: Iterable<[string, string]>,
  body: string | Uint8Array,
): void {
  setSecurityHeaders(response);
  for (const [name, value] of headers) response.setHeader(name, value);
  response.setHeader("content-length", String(Buffer.byteLength(body)));
  response.writeHead(status);
  response.end(body);
}

const json = (): [string, string][] => [
  ["cache-control", "no-store"],
  ["content-type", "application/json"],
];

function failed(response: ServerResponse, error: unknown): void {
  console.error(`A form post failed outside its handler: ${error instanceof Error ? error.message : error}`);
  if (response.headersSent) return void response.destroy();
  answer(response, 503, [...json(), ["retry-after", "60"]], JSON.stringify({ error: NOT_STORED_NOW }));
}

/**
 * Answers a post to /api/forms/{form} from `address` and returns true, past Next.js's route pipeline:
 * - from a network over its limit: a script gets the 429 at once, and a browser without JavaScript its form
 *   page filled in from a template (server/forms/retry.ts), so a refusal costs about the same either way;
 * - any other scripted post: through the app's handler.
 * Returns false (Next.js answers) for anything else, and while the route has not registered its handlers.
 */
export function answerFormPost(request: IncomingMessage, response: ServerResponse, address: string): boolean {
  if (request.method !== "POST") return false;
  const match = FORM_POST.exec(request.url ?? "");
  if (!match) return false;
  const page = wantsPage(request.headers["content-type"], request.headers.accept);
  const wait = refusalFor(clientNetwork(address));
  if (wait > 0 && !page) {
    answer(
      response,
      429,
      [...json(), ["retry-after", String(wait)]],
      JSON.stringify({ error: TOO_MANY_POSTS }),
    );
    return true; // the body is not read; Node discards it
  }
  const { formHandler, refusedFormPage } = shared;
  if (wait > 0 ? !refusedFormPage : page || !formHandler) return false;
  let form: string, web: Request;
  try {
    form = decodeURIComponent(match[1] ?? "");
    web = new Request(new URL(request.url ?? "/", "http://localhost"), {
      method: "POST",
      headers: webHeaders(request.headers),
      body: bodyOf(request),
      duplex: "half",
    } as RequestInit);
  } catch {
    return false; // a path or header the web classes refuse: Next.js answers it, as it did
  }
  const reply = wait > 0 ? refusedFormPage!(web, form, wait) : formHandler!(web, form);
  reply
    .then(async (reply) =>
      reply instanceof Response
        ? answer(response, reply.status, reply.headers, Buffer.from(await reply.arrayBuffer()))
        : answer(response, reply.status, Object.entries(reply.headers), reply.body),
    )
    .catch((error) => failed(response, error));
  return true;
}
