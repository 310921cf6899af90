import "server-only";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";
import { shared } from "../shared-state";

declare module "../shared-state" {
  interface SharedState {
    /**
     * Each database's limiters, one per bucket. Shared, not a module's: Next.js loads this module once for the
     * form route and once for the server's fast path (registered at start, instrumentation.ts), and with PGlite
     * the counts are in memory, so two copies would count a network's posts twice over.
     */
    rateLimiters?: WeakMap<Database, Map<RateBucket, RateLimiterAbstract>>;
  }
}

export type RateDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; retryAfterMs: number };

type Limit = { max: number; windowSeconds: number };

/**
 * What is counted: form posts per network; sign-in links asked for per network; and every anonymous request of the
 * office's sign-in steps per network.
 */
export type RateBucket = "forms" | "sign-in-network" | "office-anonymous";

/**
 * Where the counters live (decision record 018). With PGlite, in this process's memory: the data folder is
 * locked to one server process, so its memory sees every post and the count is exact, at no database cost.
 * With a PostgreSQL server, in the database, shared by every server instance; a client over the limit is then
 * also remembered in memory until its window ends, so a flood of refused posts costs the database nothing.
 */
function limiterFor(database: Database, bucket: RateBucket, limit: Limit): RateLimiterAbstract {
  const options = { keyPrefix: bucket, points: limit.max, duration: limit.windowSeconds };
  if (database.kind === "pglite") return new RateLimiterMemory(options);
  return new RateLimiterDrizzle({
    ...options,
    storeClient: database.db,
    schema: rateLimits,
    // From the post that uses up the window's last point: every later one in the window would be refused.
    inMemoryBlockOnConsumed: limit.max,
  });
}

/** Counts form posts per client (by address hash) across all forms: `max` posts per `windowSeconds`. */
export function consumePost(database: Database, clientKey: string, limit: Limit): Promise<RateDecision> {
  return consume(database, "forms", clientKey, limit);
}

/** Counts one event of `bucket` for `key`: at most `max` per `windowSeconds`. */
export async function consume(
  database: Database,
  bucket: RateBucket,
  key: string,
  limit: Limit,
): Promise<RateDecision> {
  const limiters = (shared.rateLimiters ??= new WeakMap());
  let buckets = limiters.get(database);
  if (!buckets) limiters.set(database, (buckets = new Map()));
  let limiter = buckets.get(bucket);
  if (!limiter || limiter.points !== limit.max || limiter.duration !== limit.windowSeconds) {
    limiter = limiterFor(database, bucket, limit);
    buckets.set(bucket, limiter);
  }
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
        retryAfterMs: result.msBeforeNext,
      };
    }
    throw result;
  }
}

/** Forgets every count kept for `database` (its table is emptied by the caller): for tests that start afresh. */
export function forgetCounts(database: Database): void {
  shared.rateLimiters?.delete(database);
}
