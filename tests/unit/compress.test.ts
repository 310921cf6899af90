import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressText, decompressed } from "@/server/serving/compress";

const page = Buffer.from(
  `<!DOCTYPE html><p>${"A page of the site, long enough to compress. ".repeat(300)}</p>`,
);

describe("decompressed", () => {
  it("reads back an answer sent as gzip, deflate or brotli, and one sent as it is", async () => {
    for (const [encoding, bytes] of [
      ["gzip", gzipSync(page)],
      ["deflate", deflateSync(page)],
      ["br", brotliCompressSync(page)],
      [undefined, page],
    ] as const) {
      expect((await decompressed(bytes, encoding))?.equals(page), String(encoding)).toBe(true);
    }
  });

  it("reads back the copies compressText makes", async () => {
    const { br, gzip } = await compressText(page);
    expect((await decompressed(br, "br"))?.equals(page)).toBe(true);
    expect((await decompressed(gzip, "gzip"))?.equals(page)).toBe(true);
  });

  it("knows no other encoding, whatever its name", () => {
    for (const encoding of ["zstd", "compress", "toString", "constructor", "gzip, br"])
      expect(decompressed(page, encoding), encoding).toBeUndefined();
  });

  it("rejects bytes that are not what their encoding says", async () => {
    await expect(decompressed(page, "gzip")!).rejects.toThrow();
  });
});
