// Files the server writes beside a build (the CSP manifest, compressed copies of the assets).
import { renameSync, writeFileSync } from "node:fs";

/** Writes a file so that a reader never sees it half-written (an interrupted write leaves no broken file). */
export function writeWhole(file: string, bytes: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}
