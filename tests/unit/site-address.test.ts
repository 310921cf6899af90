import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPayload, scriptSafe } from "../../src/server/serving/payload";
import {
  builtFor,
  recordSiteAddress,
  retargetPage,
  retargetPayload,
  retargetText,
} from "../../src/server/serving/site-address";

const move = { from: "http://localhost:3000", to: "https://www.brightwell.example" };

/** A text row of the payload: its id, `T`, its length in UTF-8 bytes in hex, a comma and its text. */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** A prerendered page whose payload is `chunks`, pushed one script each, as Next.js writes it. */
function page(chunks: readonly string[]): string {
  const pushes = chunks.map(
    (chunk) => `<script>self.__next_f.push(${scriptSafe(JSON.stringify([1, chunk]))})</script>`,
  );
  return (
    `<!DOCTYPE html><html style="--print-address:&quot;http://localhost:3000/about&quot;"><head>` +
    `<link rel="canonical" href="http://localhost:3000/about"/></head><body><main>Hi</main>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.join("")}</body></html>`
  );
}

/** The payload stream of a page: its chunks' texts, in order. */
const streamOf = (html: string) =>
  readPayload(html)
    .filter(({ kind }) => kind === 1)
    .map(({ text }) => text)
    .join("");

describe("one build at another address", () => {
  const json = '0:["$","link",null,{"href":"http://localhost:3000/about"}]\n';
  const data = `{"url":"http://localhost:3000/","name":"Brightwell — één adres","local":"http://localhost:30001/"}`;
  const stream = json + textRow("1a", data) + '2:{"next":true}\n';
  const expected =
    '0:["$","link",null,{"href":"https://www.brightwell.example/about"}]\n' +
    textRow("1a", data.replace("http://localhost:3000/", "https://www.brightwell.example/")) +
    '2:{"next":true}\n';

  it("moves each occurrence of the build's origin, and gives a text row the length of its new text", () => {
    expect(retargetPayload(Buffer.from(stream), move).toString("utf8")).toBe(expected);
  });

  it("leaves an address that only begins like the build's (another port), and a binary row, as they are", () => {
    // A Uint8Array row: its 21 bytes happen to spell the build's origin.
    const binary = Buffer.from("3:o15,http://localhost:3000");
    const bytes = Buffer.concat([Buffer.from(stream), binary]);
    const moved = retargetPayload(bytes, move);
    expect(moved.toString("utf8")).toContain("http://localhost:30001/");
    expect(moved.subarray(moved.length - binary.length).equals(binary)).toBe(true);
  });

  it("moves a page's HTML and its payload, whose rows and even the address may run across its scripts", () => {
    // Split inside the origin, inside a text row's header, and inside the row's multi-byte text.
    const cuts = [json.indexOf("localhost") + 4, json.length + 4, json.length + 40, stream.length - 3];
    const chunks = [0, ...cuts].map((at, index) => stream.slice(at, [...cuts, stream.length][index]));
    expect(chunks.join("")).toBe(stream);
    const moved = retargetPage(page(chunks), move);
    expect(streamOf(moved)).toBe(expected);
    expect(readPayload(moved)).toHaveLength(chunks.length + 1);
    expect(moved).toContain('<link rel="canonical" href="https://www.brightwell.example/about"/>');
    expect(moved).toContain("--print-address:&quot;https://www.brightwell.example/about&quot;");
    expect(moved).not.toMatch(/localhost:3000(?!1)/);
  });

  it("keeps a page for another address byte for byte, and each script the address is not in", () => {
    const html = page(['0:{"a":1}\n', '1:"http://localhost:3000"\n']);
    expect(retargetPage(html, { from: "https://elsewhere.example", to: move.to })).toBe(html);
    expect(retargetPage(html, move)).toContain(`<script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script>`);
  });

  it("refuses a payload it cannot read rather than serve it half moved", () => {
    expect(() => retargetPage(page(["not a row http://localhost:3000"]), move)).toThrow(/row/);
    expect(() => retargetPayload(Buffer.from("0:T99,http://localhost:3000"), move)).toThrow(/within/);
  });

  it("moves plain text (a sitemap, robots.txt), and records and reads the address a build was made for", () => {
    expect(retargetText("Sitemap: http://localhost:3000/sitemap.xml\n", move)).toBe(
      "Sitemap: https://www.brightwell.example/sitemap.xml\n",
    );
    const dist = mkdtempSync(path.join(tmpdir(), "site-address-"));
    try {
      expect(builtFor(dist)).toBeUndefined();
      recordSiteAddress(dist, "https://staging.brightwell.example");
      expect(builtFor(dist)).toBe("https://staging.brightwell.example");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
