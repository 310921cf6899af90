import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, parseBody } from "@/server/forms/body";
import { mediaTypeOf } from "@/server/forms/post-rules";

const URL_ = "http://localhost:3000/api/forms/contact";

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL_, { method: "POST", body, headers });
}

/** A request whose body arrives in chunks, with no Content-Length, as a chunked upload does. */
function streamed(chunks: Uint8Array[], contentType: string): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const init: RequestInit & { duplex: "half" } = {
    method: "POST",
    body,
    headers: { "content-type": contentType },
    duplex: "half",
  };
  return new Request(URL_, init);
}

describe("parseBody: JSON", () => {
  it("reads a JSON object", async () => {
    const result = await parseBody(
      post(JSON.stringify({ firstName: "Ada", age: 36, nested: { a: 1 } }), {
        "content-type": "application/json",
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: { firstName: "Ada", age: 36, nested: { a: 1 } },
    });
  });

  it("accepts a charset parameter and upper-case media type", async () => {
    const result = await parseBody(
      post('{"email":"ada@example.com"}', { "content-type": "Application/JSON; charset=utf-8" }),
    );
    expect(result).toEqual({ ok: true, data: { email: "ada@example.com" } });
  });

  it("reads non-ASCII text", async () => {
    const result = await parseBody(
      post('{"lastName":"Brontë – 日本"}', { "content-type": "application/json" }),
    );
    expect(result).toMatchObject({ ok: true, data: { lastName: "Brontë – 日本" } });
  });

  it.each([
    ["an array", "[1,2]"],
    ["a number", "42"],
    ["a string", '"text"'],
    ["null", "null"],
    ["malformed JSON", '{"firstName": "Ada"'],
    ["an empty body", ""],
  ])("refuses %s with 400", async (_name, body) => {
    const result = await parseBody(post(body, { "content-type": "application/json" }));
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses invalid UTF-8 with 400", async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"a":"'),
      0xff,
      0xfe,
      ...new TextEncoder().encode('"}'),
    ]);
    const result = await parseBody(post(bytes, { "content-type": "application/json" }));
    expect(result).toMatchObject({ ok: false, status: 400 });
  });
});

describe("parseBody: form encodings", () => {
  it("reads a URL-encoded form, first value winning", async () => {
    const result = await parseBody(
      post("firstName=Ada&lastName=Love+lace&message=line%201%0D%0Aline%202&firstName=Eve", {
        "content-type": "application/x-www-form-urlencoded",
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: { firstName: "Ada", lastName: "Love lace", message: "line 1\r\nline 2" },
    });
  });

  it("reads a URLSearchParams body with its own content type", async () => {
    const result = await parseBody(post(new URLSearchParams({ email: "ada@example.com", website: "" })));
    expect(result).toEqual({ ok: true, data: { email: "ada@example.com", website: "" } });
  });

  it("refuses a URL-encoded body that is not UTF-8 with 400", async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode("firstName="), 0xc3, 0x28]);
    const result = await parseBody(post(bytes, { "content-type": "application/x-www-form-urlencoded" }));
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it("reads multipart form data, first value winning", async () => {
    const form = new FormData();
    form.append("firstName", "Ada");
    form.append("firstName", "Eve");
    form.append("message", "Hello\nthere");
    const result = await parseBody(post(form));
    // Multipart encoding sends line breaks as CRLF, as browsers do; validation turns them back into LF.
    expect(result).toEqual({
      ok: true,
      data: { firstName: "Ada", message: "Hello\r\nthere" },
    });
  });

  it("turns a file in a multipart field into a marker that is not text", async () => {
    const form = new FormData();
    form.append("firstName", new Blob(["not a name"], { type: "text/plain" }), "name.txt");
    form.append("lastName", "Lovelace");
    const result = await parseBody(post(form));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(typeof result.data.firstName).not.toBe("string");
    expect(result.data.firstName).toEqual({ file: true });
    expect(result.data.lastName).toBe("Lovelace");
  });

  it("refuses a multipart body that does not match its boundary with 400", async () => {
    const result = await parseBody(
      post("this is not multipart", { "content-type": "multipart/form-data; boundary=xyz" }),
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
  });
});

describe("parseBody: refused types and sizes", () => {
  it("refuses a body without a content type with 415", async () => {
    const request = post(new Uint8Array([1, 2, 3]));
    expect(request.headers.get("content-type")).toBeNull();
    expect(await parseBody(request)).toMatchObject({ ok: false, status: 415 });
  });

  it.each(["text/plain", "application/xml", "application/json-patch+json", "multipart/mixed"])(
    "refuses %s with 415",
    async (type) => {
      expect(await parseBody(post("{}", { "content-type": type }))).toMatchObject({ ok: false, status: 415 });
    },
  );

  it("is 64 kB", () => {
    expect(MAX_BODY_BYTES).toBe(65_536);
  });

  it("refuses a declared Content-Length over 64 kB with 413 before reading", async () => {
    const request = post("{}", {
      "content-type": "application/json",
      "content-length": String(MAX_BODY_BYTES + 1),
    });
    expect(request.headers.get("content-length")).toBe(String(MAX_BODY_BYTES + 1));
    expect(await parseBody(request)).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses a body over 64 kB with 413", async () => {
    const big = JSON.stringify({ message: "a".repeat(MAX_BODY_BYTES) });
    expect(await parseBody(post(big, { "content-type": "application/json" }))).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("accepts a body of exactly 64 kB", async () => {
    const prefix = '{"message":"';
    const suffix = '"}';
    const body = prefix + "a".repeat(MAX_BODY_BYTES - prefix.length - suffix.length) + suffix;
    expect(new TextEncoder().encode(body).byteLength).toBe(MAX_BODY_BYTES);
    const result = await parseBody(post(body, { "content-type": "application/json" }));
    expect(result.ok).toBe(true);
  });

  it("refuses a streamed body over 64 kB without Content-Length with 413", async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    const request = streamed([chunk, chunk, chunk, chunk, chunk], "application/x-www-form-urlencoded");
    expect(request.headers.get("content-length")).toBeNull();
    expect(await parseBody(request)).toMatchObject({ ok: false, status: 413 });
  });

  it("reads a streamed body under 64 kB without Content-Length", async () => {
    const encoder = new TextEncoder();
    const request = streamed(
      [encoder.encode("firstName=Ad"), encoder.encode("a&email=a%40b.example")],
      "application/x-www-form-urlencoded",
    );
    expect(await parseBody(request)).toEqual({
      ok: true,
      data: { firstName: "Ada", email: "a@b.example" },
    });
  });
});

describe("mediaTypeOf", () => {
  it("is the lower-case type without parameters", () => {
    expect(mediaTypeOf(" Multipart/Form-Data ; boundary=abc")).toBe("multipart/form-data");
    expect(mediaTypeOf(null)).toBe("");
  });
});
