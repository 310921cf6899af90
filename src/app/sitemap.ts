import type { MetadataRoute } from "next";
import { readdirSync } from "node:fs";
import path from "node:path";
import { siteUrl } from "@/lib/site-url";

export const dynamic = "force-static";

const SITE_PAGES = path.join(process.cwd(), "src", "app", "(site)");

/**
 * Every page under app/(site), found by walking the folder at build time, so a new page is in the sitemap
 * without a second list to keep. Route groups "(name)" add no URL segment; dynamic, private and parallel
 * segments are skipped.
 */
function pageRoutes(dir: string, segments: string[] = []): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name))
    ? [`/${segments.join("/")}`]
    : [];
  const below = entries
    .filter((entry) => entry.isDirectory() && !/^[[_@]/.test(entry.name))
    .flatMap((entry) =>
      pageRoutes(
        path.join(dir, entry.name),
        /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name],
      ),
    );
  return [...here, ...below];
}

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return pageRoutes(SITE_PAGES)
    .sort()
    .map((route) => ({
      url: new URL(route, origin).toString(),
      changeFrequency: "monthly",
      priority: route === "/" ? 1 : 0.7,
    }));
}
