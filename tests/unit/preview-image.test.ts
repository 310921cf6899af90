import { describe, expect, it } from "vitest";
import { previewImage } from "@/lib/metadata";
import { allPages } from "@/lib/pages";
import { renderPreview } from "@/app/og/preview-image";

/** Width and height from a PNG's header (the IHDR chunk right after the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("a page's Open Graph image", () => {
  it("is a 1200 x 630 PNG under 100 KB, even for the longest title", async () => {
    const longest = [...allPages()].sort((a, b) => b.title.length - a.title.length)[0]!;
    const response = renderPreview(previewImage(longest));
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(100 * 1024);
  });

  it("refuses a title its fonts cannot draw, rather than fetch a font for it", () => {
    const image = { ...previewImage(allPages()[0]!), title: "Growth → results" };
    expect(() => renderPreview(image)).toThrow(/character its fonts do not draw: Growth → results/);
  });

  it("of an article, in either edition, shows the article's cover, under 100 KB", async () => {
    const articles = allPages().filter((meta) => meta.cover);
    // Every article and publication of both editions carries its cover into its preview.
    expect(articles.length).toBeGreaterThanOrEqual(22);
    const dutch = articles.find((meta) => meta.path.startsWith("/nl/"))!;
    const english = articles.find((meta) => meta.cover!.seed === dutch.cover!.seed && meta !== dutch)!;
    expect(previewImage(dutch).cover).toEqual(previewImage(english).cover);
    for (const meta of [dutch, english]) {
      const bytes = Buffer.from(await renderPreview(previewImage(meta)).arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThan(100 * 1024);
    }
    const plain = allPages().find((meta) => !meta.cover)!;
    expect(previewImage(plain).cover).toBeUndefined();
  });
});
