// Next.js's server-component payload as it stands in a prerendered page: the inline scripts
// `self.__next_f.push([1,"…"])` whose texts, in order, are the payload's stream. Read by the rewrites of a page as
// it is served (first-paint.ts, site-address.ts); each checks the shape it relies on and says which one failed.

/** A page whose shape is not the one a rewrite expects; its message names the expectation that failed. */
export class UnexpectedShape extends Error {}

/** Throws UnexpectedShape when `holds` is false; `found`, if given, is the part of the page that failed it. */
export function expectShape(holds: boolean, expectation: string, found?: string): asserts holds {
  if (holds) return;
  const excerpt = found === undefined ? "" : ` (found: ${JSON.stringify(found.slice(0, 160))})`;
  throw new UnexpectedShape(`${expectation}${excerpt}`);
}

/** Every script element: its attributes and its text. */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Next's bootstrap of the server-component payload, which the payload's chunks and Next's scripts read. */
export const PAYLOAD_BOOTSTRAP = "(self.__next_f=self.__next_f||[]).push([0])";

/**
 * The attributes of a script of the server-component payload, as Next writes it: none; in a page rendered per
 * request, its nonce.
 */
const PAYLOAD_ATTRIBUTES = /^(?: nonce="[^"]*")?$/;
/**
 * How a chunk of the payload starts: `self.__next_f.push([1,"<text>"])` (or `[3,"<base64>"]`), its JSON with `<`,
 * `>` and `&` escaped.
 */
export const PAYLOAD_PUSH = "self.__next_f.push(";
/** What may follow the bootstrap in its script: the form state of a page rendered for a form's post. */
const FORM_STATE = /^;self\.__next_f\.push\(\[2,[\s\S]*\]\)$/;
const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON written as Next writes it into an inline script: `<`, `>` and `&` escaped, so that no `</script>` can end
 * it, and the line separators, which older JavaScript did not allow in a string.
 */
export function scriptSafe(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c] ?? c);
}

const PAYLOAD_SHAPE =
  "the payload's scripts to be Next's bootstrap and chunks <script>self.__next_f.push([1,\"…\"])</script> " +
  "(with a nonce in a page rendered per request)";

/**
 * The page's payload, read as Next writes it: every script that mentions `__next_f`, in order, as Next's bootstrap
 * (kind 0) or a chunk (kind 1, text; kind 3, bytes in base64) with its text. Throws UnexpectedShape when one is not.
 */
/** A script of the payload: where it stands in the page, its kind (0 bootstrap, 1 text, 3 bytes) and its text. */
export interface PayloadChunk {
  index: number;
  element: string;
  attributes: string;
  kind: number;
  text: string;
}

export function readPayload(html: string): PayloadChunk[] {
  const chunks: PayloadChunk[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const [element, attributes = "", script = ""] = match;
    if (!script.includes("__next_f")) continue;
    expectShape(PAYLOAD_ATTRIBUTES.test(attributes), PAYLOAD_SHAPE, element);
    const at = { index: match.index, element, attributes };
    if (script.startsWith(PAYLOAD_BOOTSTRAP)) {
      const rest = script.slice(PAYLOAD_BOOTSTRAP.length);
      expectShape(rest === "" || FORM_STATE.test(rest), PAYLOAD_SHAPE, element);
      chunks.push({ ...at, kind: 0, text: "" });
      continue;
    }
    expectShape(script.startsWith(PAYLOAD_PUSH) && script.endsWith(")"), PAYLOAD_SHAPE, element);
    let value: unknown;
    try {
      value = JSON.parse(script.slice(PAYLOAD_PUSH.length, -1));
    } catch {
      value = undefined;
    }
    expectShape(
      Array.isArray(value) &&
        value.length === 2 &&
        (value[0] === 1 || value[0] === 3) &&
        typeof value[1] === "string",
      'each payload chunk to parse as [1, "…"] (or [3, "…"])',
      element,
    );
    chunks.push({ ...at, kind: value[0], text: value[1] as string });
  }
  return chunks;
}
