import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  forFirstPaint,
  LOADER_ID,
  pageScripts,
  rewriteForFirstPaint,
  scriptsAfterPaint,
  withoutStyleCopies,
} from "../../src/server/serving/first-paint";

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

type FirstPaint = typeof import("../../src/server/serving/first-paint");

/**
 * A fresh copy of the module: it says once per process that a page is not in the shape it expects, so each test
 * of that starts from a copy that has said nothing yet.
 */
async function freshFirstPaint(): Promise<FirstPaint> {
  vi.resetModules();
  return import("../../src/server/serving/first-paint");
}

/** What the code under test writes to the console, instead of writing it; restored after each test. */
function captureConsole() {
  const lines: string[] = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    });
  return { lines };
}

afterEach(() => {
  vi.restoreAllMocks();
});

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

// Two bytes in UTF-8 for "é": the row's length counts bytes. Tailwind's @property rules hold a "<".
const css = 'a>b{color:red}p::after{content:"é"}@property --x{syntax:"<length>";inherits:false}';
const row = `:T${Buffer.byteLength(css).toString(16)},${css}`;
/** A payload chunk as Next writes it: JSON, with <, > and & escaped; with a nonce in a page rendered per request. */
const chunk = (text: string, open = "<script>") =>
  `${open}self.__next_f.push(${JSON.stringify([1, text]).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)})</script>`;
/** A page with an inlined stylesheet in its head and these payload chunks after Next's bootstrap. */
const styled = (...chunks: string[]) =>
  `<html><head><style data-precedence="next" data-href="/_next/static/chunks/x.css">${css}</style></head>` +
  `<body><p>Hi</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.join("")}</body></html>`;

describe("the stylesheet once", () => {
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

  it("leaves a row whole that is split between two chunks, and empties the others", () => {
    const said = captureConsole();
    const split = styled(chunk(`2${row.slice(0, 12)}`), chunk(row.slice(12)));
    expect(withoutStyleCopies(split)).toBe(split);
    // Split where its header ends one chunk and its text begins the next.
    const header = row.slice(0, row.indexOf(",") + 1);
    const between = styled(chunk(`1:"x"\n2${row}`), chunk(`3:"y"\n4${header}`), chunk(css));
    expect(withoutStyleCopies(between)).toBe(
      styled(chunk(`1:"x"\n2:T0,`), chunk(`3:"y"\n4${header}`), chunk(css)),
    );
    expect(said.lines).toEqual([]);
  });

  it("keeps a chunk's nonce (the refusal page's template, rendered per request)", () => {
    const open = '<script nonce="n0nce+/=">';
    const page = styled(chunk(`2${row}`, open), chunk(`3${row}`, open));
    expect(withoutStyleCopies(page)).toBe(styled(chunk("2:T0,", open), chunk("3:T0,", open)));
  });
});

/** The page with `from` replaced by `to`, which must be in it. */
function changed(html: string, from: string | RegExp, to: string) {
  const result = html.replace(from, to);
  expect(result).not.toBe(html);
  return result;
}

describe("a page whose shape changed (a Next.js upgrade) is left as Next wrote it, and said once", () => {
  const b = '<script src="/_next/static/chunks/b.js" async=""></script>';
  /** Next's output as it could change, each way a page the rewrite of today would get wrong or leave half-done. */
  const changedScripts = {
    "async written bare": changed(page, b, '<script src="/_next/static/chunks/b.js" async></script>'),
    "attributes in another order": changed(
      page,
      b,
      '<script async="" src="/_next/static/chunks/b.js"></script>',
    ),
    "another attribute": changed(page, b, b.replace(' async=""', ' async="" crossorigin=""')),
    "a module script": changed(page, b, '<script type="module" src="/_next/static/chunks/b.js"></script>'),
    "no </body>": changed(page, "</body>", ""),
    "a preload written otherwise": changed(
      page,
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>',
      '<link rel="preload" href="/_next/static/chunks/c.js" as="script" fetchPriority="low"/>',
    ),
    "a module preload": changed(
      page,
      "</head>",
      '<link rel="modulepreload" href="/_next/static/chunks/d.js"/></head>',
    ),
    "an entity in a source": changed(page, "chunks/b.js", "chunks/b.js?v=1&amp;w=2"),
    "another payload bootstrap": changed(
      page,
      "(self.__next_f=self.__next_f||[]).push([0])",
      "(self.__next_f||=[]).push([0])",
    ),
    "scripts loaded by an inline script": changed(
      page,
      /<script src="[^"]+" async=""><\/script>/g,
      "",
    ).replace("</body>", '<script>__next_load(["/_next/static/chunks/a.js"])</script></body>'),
  };

  it("moving the scripts after the first paint", async () => {
    const said = captureConsole();
    const { scriptsAfterPaint, forFirstPaint } = await freshFirstPaint();
    for (const [change, html] of Object.entries(changedScripts)) {
      expect(scriptsAfterPaint(html), change).toBe(html);
      // The other rewrite has nothing to do on this page (no inlined stylesheet).
      expect(forFirstPaint(html), change).toBe(html);
    }
    expect(said.lines).toHaveLength(1);
    expect(said.lines[0]).toMatch(/^Pages are served as Next\.js wrote them, without moving their scripts/);
    // It names the expectation that failed on the first such page, and what it found there.
    expect(said.lines[0]).toContain('<script src=\\"/_next/static/chunks/b.js\\" async>');
    // Today's shape is still rewritten, and says nothing more.
    expect(scriptsAfterPaint(page)).toContain(`<script id="scripts-after-paint">`);
    expect(said.lines).toHaveLength(1);
  });

  const changedStyles = {
    "a row whose length does not match": styled(chunk(`2${row}`), chunk(`5:T5,${css}`)),
    "a row whose length is in decimal": styled(
      chunk(`2${row}`),
      chunk(`5:T${Buffer.byteLength(css)},${css}`),
    ),
    "a chunk in another wrapper": styled(
      chunk(`2${row}`),
      chunk(`5${row}`).replace("</script>", ";</script>"),
    ),
    "a chunk with another attribute": styled(chunk(`2${row}`), chunk(`5${row}`, '<script id="_P_">')),
    "a chunk that is not JSON": styled(chunk(`2${row}`), chunk(`5${row}`).replace(/\\u003c/g, "\\x3c")),
    "a chunk of another kind": styled(chunk(`2${row}`), chunk(`5${row}`).replace("push([1,", "push([4,")),
    "a stylesheet's attributes in another order": changed(
      styled(chunk(`2${row}`), chunk(`5${row}`)),
      '<style data-precedence="next" data-href="/_next/static/chunks/x.css">',
      '<style data-href="/_next/static/chunks/x.css" data-precedence="next">',
    ),
    "the payload under another name": styled(chunk(`2${row}`), chunk(`5${row}`)).replaceAll(
      "self.__next_f",
      "self.__next_rsc",
    ),
  };

  it("emptying the copies of the stylesheet in the payload", async () => {
    const said = captureConsole();
    const { withoutStyleCopies } = await freshFirstPaint();
    for (const [change, html] of Object.entries(changedStyles))
      expect(withoutStyleCopies(html), change).toBe(html);
    expect(said.lines).toHaveLength(1);
    expect(said.lines[0]).toMatch(/^Pages are served as Next\.js wrote them, without emptying the copies/);
    expect(said.lines[0]).toContain("a text row id:T<its UTF-8 length in hex>,<its text>");
    // Today's shape is still rewritten, and says nothing more.
    const today = styled(chunk(`2${row}`), chunk(`5${row}`));
    expect(withoutStyleCopies(today)).toBe(styled(chunk("2:T0,"), chunk("5:T0,")));
    expect(said.lines).toHaveLength(1);
  });

  /** Today's page with an inlined stylesheet and its copy in the payload. */
  const scriptedAndStyled = changed(
    page,
    '<script>self.__next_f.push([1,"0:{}\\n"])</script>',
    chunk(`2${row}`),
  ).replace(
    "</head>",
    `<style data-precedence="next" data-href="/_next/static/chunks/x.css">${css}</style></head>`,
  );

  it("each rewrite on its own: a page with both leaves the one whose shape changed and does the other", async () => {
    const said = captureConsole();
    const { forFirstPaint, withoutStyleCopies } = await freshFirstPaint();
    const scriptsChanged = changed(
      scriptedAndStyled,
      b,
      '<script async="" src="/_next/static/chunks/b.js"></script>',
    );
    expect(forFirstPaint(scriptsChanged)).toBe(withoutStyleCopies(scriptsChanged));
    expect(forFirstPaint(scriptsChanged)).not.toContain(row);
    expect(said.lines).toHaveLength(1);
  });

  it("today's shape is rewritten without a word", async () => {
    const said = captureConsole();
    const { forFirstPaint } = await freshFirstPaint();
    const html = forFirstPaint(scriptedAndStyled);
    expect(html).toContain(`<script id="scripts-after-paint">`);
    expect(html).toContain(chunk("2:T0,"));
    expect(html.split(css)).toHaveLength(2);
    expect(said.lines).toEqual([]);
  });

  it("a build whose pages changed is left whole, page by page, and said once for all of them", async () => {
    const said = captureConsole();
    const { rewriteForFirstPaint } = await freshFirstPaint();
    const dir = mkdtempSync(path.join(tmpdir(), "first-paint-"));
    try {
      const pages = Object.values(changedScripts);
      const files = pages.map((_, index) => path.join(dir, `${index}.html`));
      files.forEach((file, index) => writeFileSync(file, pages[index]!));
      expect(rewriteForFirstPaint(dir, files)).toBe(0);
      files.forEach((file, index) => expect(readFileSync(file, "utf8")).toBe(pages[index]));
      expect(said.lines).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
