// A build made ready to serve, by the production server at each start and by `npm run release` once.
import path from "node:path";
import { createCspManifest, ensureCspManifest, prerenderedPages, readCspManifest } from "../security/csp";
import { shared } from "../shared-state";
import { precompress } from "./assets";
import { rewriteForFirstPaint } from "./first-paint";
import { serveAt } from "./retargeting-cache";
import { builtFor } from "./site-address";

/**
 * Readies a build for serving at `siteUrl`, or throws the reason it cannot be: its prerendered pages rewritten
 * for their first paint (record 023), the hashes of their inline scripts taken after that (each page's policy
 * lists them: the build and its manifest must go together, so the manifest is written when it is missing or
 * belongs to another build), and its hashed assets compressed. Done again at each start, it finds the work done;
 * `npm run release` does it once, so that a release's folder is never written to (scripts/release.ts). Used by scripts/server.ts before it starts Next.js.
 */
export async function prepareBuild(distDir: string, siteUrl: string): Promise<void> {
  const from = builtFor(distDir);
  if (!from)
    throw new Error(
      `the build in ${distDir} does not say which address its pages were made for (site-address.json, written ` +
        "by `next build` since issue 48). Build it again: npm run build.",
    );
  // Pages made for another address are served at this one (serving/site-address.ts): the hashes are then taken
  // of the pages as they are served, and kept in memory, not beside a build other servers may share.
  const retarget = from === siteUrl ? undefined : { from, to: siteUrl };
  try {
    const pagesChanged =
      rewriteForFirstPaint(
        distDir,
        prerenderedPages(distDir).map(({ file }) => file),
      ) > 0;
    if (retarget) {
      shared.cspManifest = createCspManifest(distDir, retarget);
      serveAt(retarget);
      console.log(`The pages made for ${from} are served at ${siteUrl}.`);
    } else {
      if (ensureCspManifest(distDir, { pagesChanged }) === "written")
        console.log("Wrote the script hashes of this build's pages.");
      shared.cspManifest = readCspManifest(distDir);
    }
  } catch (error) {
    throw new Error(
      `cannot prepare the pages of ${distDir} and their script hashes for ${siteUrl}: ${(error as Error).message}`,
    );
  }
  // The hashed assets are compressed once per build, before the first request (later starts find the copies).
  const started = performance.now();
  const compressed = await precompress(path.join(distDir, "static")).catch((error: Error) => {
    throw new Error(`cannot compress the assets in ${distDir}: ${error.message}`);
  });
  if (compressed > 0)
    console.log(`Compressed ${compressed} assets in ${Math.round(performance.now() - started)} ms.`);
}
