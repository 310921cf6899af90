// A database of its own for a bench script run in a process of its own (bench/office-inbox.ts,
// bench/stats-year.ts): with BENCH_DATABASE_URL, a fresh database on that PostgreSQL server; else an embedded one,
// in memory or, for data larger than memory holds well, in a temporary folder. `drop` removes it. And the timer both
// scripts read their queries with.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../src/server/db/client";

export async function benchDatabase(
  name: string,
  { onDisk = false }: { onDisk?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) {
    if (!onDisk) {
      const database = await openDatabase({ memory: true });
      return { database, drop: () => database.close() };
    }
    const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
    const database = await openDatabase({ dataDir: folder });
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const databaseName = `${name.replace(/-/g, "_")}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const url = new URL(server);
  url.pathname = `/${databaseName}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE ${databaseName}`);
      await admin.end();
    },
  };
}

/** The 95th percentile of `runs` timings of `query`, in milliseconds (after one run to warm it). */
export async function p95(query: () => Promise<unknown>, runs = 20): Promise<number> {
  await query();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.ceil(runs * 0.95) - 1]!;
}
