import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/health/route";
import { closeDatabase, database as siteDatabase, openDatabase, type Database } from "@/server/db/client";
import {
  HEALTH_INTERVAL_MS,
  MIN_FREE_BYTES,
  checkHealth,
  healthChecker,
  watchedDisk,
  type Health,
} from "@/server/health";
import { embedded, rows, suiteDatabase } from "../support/databases";
import { createTestDatabase, dropTestDatabase } from "../support/postgres";

const OK: Health = { ok: true, body: { status: "ok", outbox: { pending: 0, dead: 0 } } };
const UNAVAILABLE: Health = { ok: false, body: { status: "unavailable" } };

/** Large enough for a new embedded database (about 39 MB) with more than MIN_FREE_BYTES to spare. */
const DISK_SIZE = "80m";

/**
 * The next transaction id of a database (the query takes one itself). Each write health makes is a transaction of
 * its own: on an embedded database where nothing else writes meanwhile, the ids in between count health's writes.
 */
const transactionId = async (database: Database) =>
  Number((await rows<{ id: string }>(database.db, sql`SELECT txid_current() AS id`))[0]!.id);

/** Mounts a tmpfs of DISK_SIZE at `dir`; fails with a message that says why, never skips (CI runs as root). */
function mountSmallDisk(dir: string): void {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${DISK_SIZE}`, "tmpfs", dir], { stdio: "pipe" });
  } catch (error) {
    const said = (error as { stderr?: Buffer }).stderr?.toString().trim() || String(error);
    throw new Error(
      `The full-disk tests need a small disk: mount -t tmpfs -o size=${DISK_SIZE} tmpfs ${dir} failed ` +
        `(it needs root, as the test machine and CI run): ${said}`,
    );
  }
}

/** Writes one file on the disk of `dir` until the disk refuses (ENOSPC); returns its path. */
function fillDisk(dir: string): string {
  const file = path.join(dir, "filler");
  const fd = openSync(file, "w");
  try {
    // Whole MiB first, then pages for what is left.
    for (const size of [1024 * 1024, 4096]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

const freeOn = (dir: string) => {
  const disk = statfsSync(dir);
  return disk.bavail * disk.bsize;
};

describe("health on a small disk that fills up", () => {
  let dir = "";
  let mounted = false;
  let unmountable: unknown;
  let database: Database | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "health-disk-"));
    try {
      mountSmallDisk(dir);
    } catch (error) {
      unmountable = error; // each test fails with it, rather than being reported as skipped
      return;
    }
    mounted = true;
    // The embedded database with its files on the small disk, as the server opens it in DATA_DIR.
    database = await openDatabase({ dataDir: dir });
  });
  /** The embedded database on the small disk; throws why there is none. */
  const onSmallDisk = (): Database => {
    if (unmountable) throw unmountable;
    return database!;
  };
  afterAll(async () => {
    if (mounted) rmSync(path.join(dir, "filler"), { force: true });
    await database?.close();
    if (mounted) execFileSync("umount", [dir]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("says unavailable while the embedded database's disk is full, and ok again once there is room", async () => {
    const database = onSmallDisk();
    let time = 0;
    const health = healthChecker({ open: async () => database, disk: { dir }, now: () => time });
    expect(freeOn(dir)).toBeGreaterThan(MIN_FREE_BYTES);
    expect(await health()).toEqual(OK);
    const filler = fillDisk(dir);
    expect(freeOn(dir)).toBe(0);
    // The answer holds for its second...
    expect(await health()).toEqual(OK);
    // ...and the next second's check sees the full disk. (The one-row write alone would pass: it reuses its page.)
    time += HEALTH_INTERVAL_MS;
    expect(await health()).toEqual(UNAVAILABLE);
    rmSync(filler);
    time += HEALTH_INTERVAL_MS;
    expect(await health()).toEqual(OK);
  });

  it("says unavailable when the disk has less than the minimum free, before it is full", async () => {
    const database = onSmallDisk();
    const free = freeOn(dir);
    expect(await checkHealth(async () => database, { dir, minFreeBytes: free - 1024 * 1024 })).toEqual(OK);
    expect(await checkHealth(async () => database, { dir, minFreeBytes: free + 1024 * 1024 })).toEqual(
      UNAVAILABLE,
    );
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    "with a PostgreSQL server and mail to files, says unavailable while the mail folder's disk is full",
    async () => {
      onSmallDisk();
      const url = await createTestDatabase(serverUrl!);
      const server = await openDatabase({ url });
      try {
        // DATA_DIR on the small disk, not made yet: the mail folder is made with the first mail.
        const disk = watchedDisk({ dataDir: path.join(dir, "data"), databaseUrl: url, smtpUrl: undefined });
        expect(disk).toEqual({ dir: path.join(dir, "data") });
        expect(await checkHealth(async () => server, disk)).toEqual(OK);
        const filler = fillDisk(dir);
        try {
          expect(await checkHealth(async () => server, disk)).toEqual(UNAVAILABLE);
        } finally {
          rmSync(filler);
        }
        expect(await checkHealth(async () => server, disk)).toEqual(OK);
      } finally {
        await server.close();
        await dropTestDatabase(serverUrl!, url);
      }
    },
  );
});

describe("health's pace", () => {
  let database: Database;
  suiteDatabase(embedded, (opened) => (database = opened.database));

  const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

  it("runs one database check for 100 calls within a second, at once or one after another", async () => {
    let time = 0;
    const timersBefore = timers();
    const health = healthChecker({ open: async () => database, now: () => time });
    const before = await transactionId(database);
    const together = await Promise.all(Array.from({ length: 100 }, () => health()));
    expect(together).toEqual(Array.from({ length: 100 }, () => OK));
    for (let call = 0; call < 100; call += 1) {
      time = call * 10; // 0 to 990 ms
      expect(await health()).toEqual(OK);
    }
    const after = await transactionId(database);
    expect(after - before - 1).toBe(1); // the ids between the two: health's writes
    // A second after the check began, the next call checks again.
    time = HEALTH_INTERVAL_MS;
    expect(await health()).toEqual(OK);
    expect((await transactionId(database)) - after - 1).toBe(1);
    // Between calls nothing runs: no timer is left to keep the process alive. (Other parts of the process, such
    // as the database thread's client, may end a timer of their own meanwhile, hence at most as many.)
    expect(timers()).toBeLessThanOrEqual(timersBefore);
  });

  it("lets callers wait for a check still running, even past its second, instead of starting another", async () => {
    let time = 0;
    let opened = 0;
    let answer: ((database: Database) => void) | undefined;
    const slow = () => {
      opened += 1;
      return new Promise<Database>((resolve) => (answer = resolve));
    };
    const health = healthChecker({ open: slow, now: () => time });
    const first = health();
    time = 5 * HEALTH_INTERVAL_MS;
    const second = health();
    expect(opened).toBe(1);
    answer!(database);
    expect(await Promise.all([first, second])).toEqual([OK, OK]);
    expect(opened).toBe(1);
    time += HEALTH_INTERVAL_MS;
    const third = health();
    answer!(database);
    expect(await third).toEqual(OK);
    expect(opened).toBe(2);
  });
});

describe("GET /api/health", () => {
  let dataDir = "";
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "health-route-"));
    // The server's own settings: the embedded database in DATA_DIR, mail to files.
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("SMTP_URL", "");
  });
  afterAll(async () => {
    await closeDatabase();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 100 requests at once with one database check, and the same answer", async () => {
    const database = await siteDatabase();
    const before = await transactionId(database);
    const responses = await Promise.all(Array.from({ length: 100 }, () => GET()));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok", outbox: { pending: 0, dead: 0 } });
    }
    expect((await transactionId(database)) - before - 1).toBe(1);
  });
});

describe("the disk health watches", () => {
  it("is the data folder when the server writes there, and none with a PostgreSQL server and SMTP", () => {
    const dataDir = "/srv/site/data";
    const server = "postgres://site@db.internal:5432/site";
    expect(watchedDisk({ dataDir })).toEqual({ dir: dataDir });
    expect(watchedDisk({ dataDir, smtpUrl: "smtp://mail.internal:587" })).toEqual({ dir: dataDir });
    expect(watchedDisk({ dataDir, databaseUrl: server })).toEqual({ dir: dataDir });
    expect(
      watchedDisk({ dataDir, databaseUrl: server, smtpUrl: "smtp://mail.internal:587" }),
    ).toBeUndefined();
  });
});
