import "server-only";
import { utcDay } from "@/lib/time-zones";
import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { visitorSalts } from "../db/schema";

/** A server's memory of the day's salt, so that it reads it once a day (each server has its own). */
export interface SaltCache {
  current?: { day: string; salt: string };
}

const processCache: SaltCache = {};

/**
 * The day's random salt. With the embedded database, one server owns the data, so the salt lives in its memory
 * only, never on disk, and so never in a backup of the data folder; a new day replaces it. On a PostgreSQL server,
 * which several servers share, it is made by whichever server needs it first (the others then read that one; a
 * backup leaves the table's rows out) and kept in memory for the day. Making a day's salt deletes every earlier
 * day's: a salt outlives its day by less than 24 hours, and the sweep (`forgetPastSalts`) deletes it too on a day
 * nobody reads the site.
 */
export async function saltOf(
  { db, kind }: Pick<Database, "db" | "kind">,
  at: Date = new Date(),
  cache: SaltCache = processCache,
): Promise<string> {
  const day = utcDay(at);
  if (cache.current?.day === day) return cache.current.salt;
  if (kind === "pglite") {
    cache.current = { day, salt: randomBytes(32).toString("hex") };
    return cache.current.salt;
  }
  await db
    .insert(visitorSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(sql`${visitorSalts.day} = ${day}`);
  await forgetPastSalts(db, at);
  cache.current = { day, salt: row!.salt };
  return row!.salt;
}

/** Deletes the salts of the days before `at`'s: their keys can no longer be made, by anyone. */
export async function forgetPastSalts(db: Db, at: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(visitorSalts)
    .where(lt(visitorSalts.day, utcDay(at)))
    .returning({ day: visitorSalts.day });
  return gone.length;
}

/**
 * The key that stands for one reader on one day: an HMAC of their network (an IPv4 /24, an IPv6 /48) and their
 * browser's description under the day's salt, 16 bytes. The same reader on the next day has another key, and once
 * the salt is gone nobody can tell whose a key was.
 */
export function visitorKey(salt: string, network: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${network}\n${userAgent}`).digest("hex").slice(0, 32);
}
