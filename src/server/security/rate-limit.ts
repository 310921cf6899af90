import "server-only";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const limiters = new WeakMap<Database, RateLimiterDrizzle>();

/**
 * Counts form posts per client (by address hash) across all forms: `max` posts per `windowSeconds`. Counters
 * live in the database, so every server instance shares them and a restart does not reset them.
 */
export async function consumePost(
  database: Database,
  clientKey: string,
  limit: { max: number; windowSeconds: number },
): Promise<RateDecision> {
  let limiter = limiters.get(database);
  if (!limiter || limiter.points !== limit.max || limiter.duration !== limit.windowSeconds) {
    limiter = new RateLimiterDrizzle({
      storeClient: database.db,
      schema: rateLimits,
      keyPrefix: "forms",
      points: limit.max,
      duration: limit.windowSeconds,
    });
    limiters.set(database, limiter);
  }
  try {
    await limiter.consume(clientKey);
    return { allowed: true };
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    }
    throw result;
  }
}
