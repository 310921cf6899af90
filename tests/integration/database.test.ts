import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { startPgliteThread } from "@/server/db/pglite-thread";
import { settings } from "@/server/db/schema";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";

const values = async (database: Database) =>
  (await rows<{ key: string }>(database.db, sql`SELECT key FROM settings ORDER BY key`)).map(
    (row) => row.key,
  );

for (const target of databaseTargets()) {
  describe(`the database on ${target.name}`, () => {
    let database: Database;
    suiteDatabase(target, (opened) => (database = opened.database));
    beforeEach(async () => {
      await database.db.execute(sql`DELETE FROM settings`);
    });

    it("commits a transaction whole, and rolls a failed one back whole", async () => {
      await database.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: "kept-1", value: "a" });
        await tx.insert(settings).values({ key: "kept-2", value: "b" });
      });
      const failed = database.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: "lost", value: "c" });
        await tx.insert(settings).values({ key: "kept-1", value: "duplicate key" });
      });
      await expect(failed).rejects.toThrow();
      const thrown = database.db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: "lost-too", value: "d" });
        throw new Error("changed my mind");
      });
      await expect(thrown).rejects.toThrow("changed my mind");
      expect(await values(database)).toEqual(["kept-1", "kept-2"]);
    });

    it("reports a database error with its SQLSTATE code, and answers the next query", async () => {
      await database.db.insert(settings).values({ key: "once", value: "a" });
      const error: unknown = await database.db
        .insert(settings)
        .values({ key: "once", value: "b" })
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect((error as { cause?: { code?: string } }).cause?.code).toBe("23505");
      expect(await values(database)).toEqual(["once"]);
    });

    it("keeps what a query returns as drizzle reads it: timestamps as dates, JSON as objects", async () => {
      const [row] = await database.db
        .insert(settings)
        .values({ key: "typed", value: "x" })
        .returning({ createdAt: settings.createdAt });
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      const [json] = await rows<{ value: { a: number[] } }>(
        database.db,
        sql`SELECT '{"a":[1,2]}'::jsonb AS value`,
      );
      expect(json!.value).toEqual({ a: [1, 2] });
    });
  });
}

describe("the embedded database's thread", () => {
  it("fails every query once closed, instead of leaving it waiting", async () => {
    const database = await openDatabase({ memory: true });
    await database.close();
    await expect(database.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });

  it("starts a new thread on the same files when its thread stops, with every committed row and none other", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
    const threads: Worker[] = [];
    const thread = await startPgliteThread(dir, {
      restartDelaysMs: [0],
      onThread: (worker) => threads.push(worker),
    });
    try {
      await thread.client.query("CREATE TABLE kept (n integer)");
      await thread.client.query("INSERT INTO kept VALUES (1)");
      // The thread stops in the middle of a transaction: the transaction fails, and its row is not kept.
      const interrupted = thread.client.transaction(async (tx) => {
        await tx.query("INSERT INTO kept VALUES (2)");
        await threads[0]!.terminate();
        await tx.query("INSERT INTO kept VALUES (3)");
      });
      await expect(interrupted).rejects.toThrow(/stopped/);
      // The next query waits for the new thread, which has recovered the files.
      const { rows: kept } = await thread.client.query<{ n: number }>("SELECT n FROM kept ORDER BY n");
      expect(kept).toEqual([{ n: 1 }]);
      expect(threads).toHaveLength(2);
      await thread.client.query("INSERT INTO kept VALUES (4)");
      const { rows: after } = await thread.client.query<{ n: number }>("SELECT n FROM kept ORDER BY n");
      expect(after).toEqual([{ n: 1 }, { n: 4 }]);
    } finally {
      await thread.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // Closed is closed: no thread comes back.
    await expect(thread.client.query("SELECT 1")).rejects.toThrow(/closed/);
    expect(threads).toHaveLength(2);
  });

  it("does not bring back a database in memory, whose data went with its thread", async () => {
    const threads: Worker[] = [];
    const thread = await startPgliteThread(undefined, {
      restartDelaysMs: [0],
      onThread: (worker) => threads.push(worker),
    });
    await threads[0]!.terminate();
    await expect(thread.client.query("SELECT 1")).rejects.toThrow(/stopped/);
    expect(threads).toHaveLength(1);
    await thread.close();
  });
});
