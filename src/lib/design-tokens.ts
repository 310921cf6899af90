/**
 * The design tokens' colours as globals.css defines them, for pictures drawn outside the page's CSS (the Open Graph
 * images, the insights' cover files), so they change when the site's palette does. Read from disk on first use.
 */
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

let css: string | undefined;

/** A colour token's value ("ink-950" gives "#0a1424"); a name globals.css does not define stops the build. */
export function tokenColour(name: string): string {
  // The path is written out whole, so the build traces this one file and not the whole project.
  css ??= readFileSync(path.join(process.cwd(), "src/app/globals.css"), "utf8");
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, "i").exec(css)?.[1];
  if (!value) throw new Error(`src/app/globals.css defines no --color-${name}`);
  return value;
}
