import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  forFirstPaint,
  LOADER_ID,
  pageScripts,
  rewriteForFirstPaint,
  scriptsAfterPaint,
  withoutStyleCopies,
} from "../../src/server/serving/first-paint.mjs";

/** A page shaped like Next's prerendered HTML: preloads and async scripts in the head, its payload in the body. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  "</head><body><main><h1>Hello</h1></main>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{}\\n"])</script>',
  "</body></html>",
].join("");

describe("scripts after the first paint", () => {
  it("moves the async scripts into one loader at the end of the body, in their order", () => {
    const html = scriptsAfterPaint(page);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    // What stays: the font preload, the polyfill modern browsers skip, the inline payload, then the loader.
    expect(html).toContain('as="font"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(html).toMatch(
      new RegExp(
        `push\\(\\[1,"0:\\{\\}\\\\n"\\]\\)</script><script id="${LOADER_ID}">[^<]+</script></body></html>$`,
      ),
    );
    expect(pageScripts(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/c.js",
    ]);
    expect(pageScripts(page)).toEqual(pageScripts(html));
  });

  it("waits for the first contentful paint, with a frame and a time limit to fall back on", () => {
    const loader = /<script id="[^"]+">([^<]+)<\/script>/.exec(scriptsAfterPaint(page))![1]!;
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain("buffered:true");
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).toContain("setTimeout(go,3000)");
  });

  it("leaves a page alone that has no such scripts or has its loader already", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
    const once = scriptsAfterPaint(page);
    expect(scriptsAfterPaint(once)).toBe(once);
  });

  it("rewrites a build's files once, and drops Next's copies of the pages as they were", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "first-paint-"));
    try {
      const files = ["a.html", "b.html"].map((name) => path.join(dir, name));
      writeFileSync(files[0]!, page);
      writeFileSync(files[1]!, "<html><body></body></html>");
      const copy = path.join(dir, "server", "route-cache", "APP_PAGE", "k", "$", "a.html");
      mkdirSync(path.dirname(copy), { recursive: true });
      writeFileSync(copy, page);
      expect(rewriteForFirstPaint(dir, files)).toBe(1);
      expect(readFileSync(files[0]!, "utf8")).toBe(forFirstPaint(page));
      expect(existsSync(copy)).toBe(false);
      mkdirSync(path.dirname(copy), { recursive: true });
      writeFileSync(copy, forFirstPaint(page));
      expect(rewriteForFirstPaint(dir, files)).toBe(0);
      expect(existsSync(copy)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the stylesheet once", () => {
  // Two bytes in UTF-8 for "é": the row's length counts bytes. Tailwind's @property rules hold a "<".
  const css = 'a>b{color:red}p::after{content:"é"}@property --x{syntax:"<length>";inherits:false}';
  const row = `:T${Buffer.byteLength(css).toString(16)},${css}`;
  /** A payload chunk as Next writes it: JSON, with <, > and & escaped. */
  const chunk = (text: string) =>
    `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)})</script>`;
  const styled = (...chunks: string[]) =>
    `<html><head><style data-precedence="next" data-href="/_next/static/chunks/x.css">${css}</style></head>` +
    `<body><p>Hi</p>${chunks.join("")}</body></html>`;

  it("empties the stylesheet's rows in the payload and keeps the head's copy and every other row", () => {
    const page = styled(
      chunk(`1:"$Sreact.fragment"\n2${row}3:["$","p",null,{"children":"a<b"}]\n`),
      chunk(`4:["$","style","0",{"href":"x.css","children":"$2"}]\n5${row}`),
    );
    const html = withoutStyleCopies(page);
    expect(html).toBe(
      styled(
        chunk(`1:"$Sreact.fragment"\n2:T0,3:["$","p",null,{"children":"a<b"}]\n`),
        chunk(`4:["$","style","0",{"href":"x.css","children":"$2"}]\n5:T0,`),
      ),
    );
    expect(html.split(css)).toHaveLength(2);
    expect(withoutStyleCopies(html)).toBe(html);
  });

  it("leaves a row whole that is split between two chunks, or whose length does not match", () => {
    const split = styled(chunk(`2${row.slice(0, 12)}`), chunk(row.slice(12)));
    expect(withoutStyleCopies(split)).toBe(split);
    const other = styled(chunk(`2:T5,${css}`));
    expect(withoutStyleCopies(other)).toBe(other);
  });
});
