import "server-only";
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

export type RateDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; retryAfterMs: number };

type Limit = { max: number; windowSeconds: number };

const limiters = new WeakMap<Database, RateLimiterAbstract>();

/**
 * Where the counters live (decision record 018). With PGlite, in this process's memory: the data folder is
 * locked to one server process, so its memory sees every post and the count is exact, at no database cost.
 * With a PostgreSQL server, in the database, shared by every server instance; a client over the limit is then
 * also remembered in memory until its window ends, so a flood of refused posts costs the database nothing.
 */
function limiterFor(database: Database, limit: Limit): RateLimiterAbstract {
  const options = { keyPrefix: "forms", points: limit.max, duration: limit.windowSeconds };
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
export async function consumePost(
  database: Database,
  clientKey: string,
  limit: Limit,
): Promise<RateDecision> {
  let limiter = limiters.get(database);
  if (!limiter || limiter.points !== limit.max || limiter.duration !== limit.windowSeconds) {
    limiter = limiterFor(database, limit);
    limiters.set(database, limiter);
  }
  try {
    await limiter.consume(clientKey);
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
