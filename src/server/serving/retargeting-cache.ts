// Next.js reads every prerendered answer (a page with its payloads, the sitemap, robots.txt, a feed, a preview
// image) through its incremental cache, from the build's files. A server whose SITE_URL is not the build's reads
// them through this subclass of Next's file-system cache, which gives each its own address (site-address.ts) as it
// is read: once per entry Next.js keeps in memory, never on disk. Next.js takes a cache handler put on the process
// by its host (the symbol below) when next.config.ts names none; decision record 052.
import { createRequire } from "node:module";
import type { CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type FileSystemCacheType from "next/dist/server/lib/incremental-cache/file-system-cache";
import { retargetPage, retargetPayload, retargetText, type Retarget } from "./site-address";

type Value = NonNullable<CacheHandlerValue["value"]>;

/** Text answers of route handlers (the sitemap, robots.txt, the feeds); images are left as they are. */
const TEXT = /^(text\/|application\/(xml|rss\+xml|json))/;

/** An entry as this server serves it: a new value, the one Next.js read left as it is (it stays in its memory). */
function retargetValue(value: Value, retarget: Retarget): Value {
  if (value.kind === "APP_PAGE")
    return {
      ...value,
      html: retargetPage(value.html, retarget),
      rscData: value.rscData && retargetPayload(value.rscData, retarget),
      segmentData:
        value.segmentData &&
        new Map(
          [...value.segmentData].map(([segment, bytes]) => [segment, retargetPayload(bytes, retarget)]),
        ),
    };
  if (value.kind === "APP_ROUTE" && TEXT.test(String(value.headers["content-type"] ?? "")))
    return { ...value, body: Buffer.from(retargetText(value.body.toString("latin1"), retarget), "latin1") };
  return value;
}

/** Makes the Next.js server of this process serve its prerendered answers at `retarget.to`; before `next()`. */
export function serveAt(retarget: Retarget): void {
  const { default: FileSystemCache } = createRequire(import.meta.url)(
    "next/dist/server/lib/incremental-cache/file-system-cache.js",
  ) as { default: typeof FileSystemCacheType };
  const done = new WeakMap<Value, Value>();
  class AtThisAddress extends FileSystemCache {
    override async get(...args: Parameters<FileSystemCacheType["get"]>): Promise<CacheHandlerValue | null> {
      const entry = await super.get(...args);
      const value = entry?.value;
      if (!entry || !value) return entry;
      let moved = done.get(value);
      if (!moved) {
        moved = retargetValue(value, retarget);
        done.set(value, moved);
      }
      return { ...entry, value: moved };
    }
  }
  const handlers = Symbol.for("@next/cache-handlers");
  // eslint-disable-next-line no-restricted-globals -- Next.js's own interface for its host's cache handler (record 052)
  const host = globalThis as { [handlers]?: Record<string, unknown> };
  host[handlers] = { ...host[handlers], FetchCache: AtThisAddress };
}
