// Compression for bytes that never change, done once: brotli at its best quality and gzip at its best level, on
// libuv's threads (zlib's asynchronous calls), so the main thread keeps answering meanwhile; and the way back, for
// an answer that was sent compressed.
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gunzip, gzip, inflate } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** How bytes sent with a Content-Encoding are read back. */
const DECODERS = new Map<string, (bytes: Buffer) => Promise<Buffer>>([
  ["gzip", promisify(gunzip)],
  ["deflate", promisify(inflate)],
  ["br", promisify(brotliDecompress)],
]);

/** The bytes of an answer sent with `encoding` (none: as they are), or undefined for an encoding not known here. */
export function decompressed(bytes: Buffer, encoding: string | undefined): Promise<Buffer> | undefined {
  if (encoding === undefined) return Promise.resolve(bytes);
  return DECODERS.get(encoding)?.(bytes);
}

/** A text's brotli and gzip copies. */
export async function compressText(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gzipped };
}
