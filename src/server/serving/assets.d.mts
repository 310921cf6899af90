import type { IncomingMessage, ServerResponse } from "node:http";

export function precompress(dir: string): Promise<number>;
export function staticAssets(
  distDir: string,
): (request: IncomingMessage, response: ServerResponse) => boolean;
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null;
