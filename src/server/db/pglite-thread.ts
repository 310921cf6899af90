import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { describeError, log } from "../log";

/**
 * The worker's script, loaded by path at run time, outside the bundle: pglite-worker.ts as `npm run build:server`
 * compiles it (decision record 034), in the project's folder, where every server runs.
 */
const SCRIPT = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "dist",
  "src",
  "server",
  "db",
  "pglite-worker.mjs",
);

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> } | { notify: string };
type Call = (message: Record<string, unknown>) => Promise<unknown>;

/** An error the worker reported, as an Error again with its fields (name, SQLSTATE code, detail...). */
function revive(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message ?? "The database failed.")), fields);
}

/** The data folder as PGlite's uncompressed tarball, and the rows of a query made at the same moment. */
export interface DataDirDump {
  tarball: Uint8Array;
  rows: Record<string, unknown>[];
}

export interface PgliteThread {
  /** What drizzle's PGlite driver calls: query, and transaction with a query of its own. */
  client: PGlite;
  /** Dumps the data folder while no transaction is open, and answers `query` at that moment (backups). */
  dump(query: string): Promise<DataDirDump>;
  /** Calls `listener` with each notification on `channel` (those pglite-worker.ts passes on); returns its stop. */
  listen(channel: string, listener: () => void): () => void;
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  /**
   * For a database in memory: the file of a data folder's image (PGlite's `dumpDataDir`) it starts from, instead
   * of a new cluster made by initdb (the tests' databases: tests/support/databases.ts).
   */
  image?: string;
  /** Waits before each new thread after one stopped: the first, the second, ... (the last one repeats). */
  restartDelaysMs?: readonly number[];
  /** Called with each thread once it is ready (the first and every restart); tests stop it through this. */
  onThread?: (worker: Worker) => void;
}

/**
 * One worker thread with PGlite open in it: `call` sends a message and resolves with its answer; `onNotify` hears
 * the notifications the thread passes on.
 */
async function spawn(
  dataDir: string | undefined,
  image: string | undefined,
  onExit: (error: Error) => void,
  onNotify: (channel: string) => void,
) {
  if (!existsSync(SCRIPT))
    throw new Error(`${SCRIPT} is missing: run npm run build:server, which compiles it.`);
  const worker = new Worker(SCRIPT, { workerData: { dataDir, image } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;
  let started = false;

  const call: Call = (message) =>
    new Promise<unknown>((resolve, reject) => {
      if (gone) return reject(gone);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });

  const ready = new Promise<void>((resolve, reject) => {
    worker.once("message", (message: { ready: boolean; error?: Record<string, unknown> }) =>
      message.ready ? resolve() : reject(revive(message.error ?? {})),
    );
    worker.once("error", reject);
    worker.once("exit", () => reject(new Error("The database thread stopped while starting.")));
  });
  worker.on("message", (reply: Reply) => {
    if ("notify" in reply) return onNotify(reply.notify);
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if (reply.error) pending.reject(revive(reply.error));
    else pending.resolve(reply.result);
  });
  worker.on("error", (error) => (gone ??= error));
  worker.on("exit", () => {
    gone ??= new Error("The database thread has stopped.");
    for (const pending of waiting.values()) pending.reject(gone);
    waiting.clear();
    if (started) onExit(gone); // one that stops while starting fails its start instead
  });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  started = true;
  const stop = async () => {
    await call({ op: "close" }).catch(() => {});
    gone ??= new Error("The database is closed.");
    await worker.terminate();
  };
  return { worker, call, stop };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PGlite in a worker thread (pglite-worker.ts), the data in `dataDir` or in memory. Queries go to it as
 * messages; a transaction stays open in the worker until this side commits or rolls it back, and PGlite runs
 * nothing else meanwhile, as in the main thread. Answers come after PGlite has written them to its files, so
 * "stored before answered" holds as before.
 *
 * If the thread stops (a crash in PGlite), the queries it was running fail, and a new thread opens the same files,
 * which PostgreSQL recovers as after a power cut: what was committed is there, what was not is gone. Queries
 * made meanwhile wait for it; those of a transaction begun on the stopped thread fail. Data in memory cannot
 * outlive its thread, so an in-memory database is not restarted: every query from then on fails.
 */
export async function startPgliteThread(
  dataDir?: string,
  { restartDelaysMs = [100, 1_000, 5_000], onThread, image }: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  let closed = false;
  let failures = 0;
  let current: Promise<Awaited<ReturnType<typeof spawn>>>;
  const listeners = new Set<{ channel: string; listener: () => void }>();
  const notified = (channel: string) => {
    for (const each of listeners) if (each.channel === channel) each.listener();
  };

  const start = () =>
    spawn(
      dataDir,
      image,
      (error) => {
        if (closed) return;
        if (dataDir === undefined)
          return void log.error({ reason: describeError(error) }, "database stopped");
        log.error(
          { reason: describeError(error), restartInMs: delay() },
          "database thread stopped; restarting",
        );
        restart();
      },
      notified,
    ).then((thread) => {
      onThread?.(thread.worker);
      return thread;
    });
  const delay = () => restartDelaysMs[Math.min(failures, restartDelaysMs.length - 1)] ?? 0;
  const restart = () => {
    const ms = delay();
    failures += 1;
    current = wait(ms).then(() => {
      if (closed) throw new Error("The database is closed.");
      return start().then(
        (thread) => {
          failures = 0;
          log.info("database thread restarted");
          return thread;
        },
        (error: unknown) => {
          if (closed) throw error;
          log.error({ reason: describeError(error), restartInMs: delay() }, "database thread did not start");
          restart();
          throw error;
        },
      );
    });
    current.catch(() => {}); // each query that waits for it sees the failure itself
  };

  current = start();
  await current;

  const call: Call = (message) => current.then((thread) => thread.call(message));
  // drizzle passes its parsers with every query; the worker has them set once, so only the row mode goes.
  const queryOn = (send: Call, tx?: number) => (text: string, params?: unknown[], options?: QueryOptions) =>
    send({ op: "query", tx, text, params, rowMode: options?.rowMode }) as Promise<Results>;
  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    // Every statement of a transaction goes to the thread it began on, even if another has replaced it.
    const { call: send } = await current;
    const tx = (await send({ op: "begin" })) as number;
    let result: T;
    try {
      result = await callback({ query: queryOn(send, tx) } as unknown as Transaction);
    } catch (error) {
      await send({ op: "end", tx, commit: false }).catch(() => {});
      throw error;
    }
    await send({ op: "end", tx, commit: true });
    return result;
  };
  return {
    client: { query: queryOn(call), transaction } as unknown as PGlite,
    dump: async (query) => {
      const { tarball, rows } = (await call({ op: "dump", text: query })) as {
        tarball: ArrayBuffer;
        rows: Record<string, unknown>[];
      };
      return { tarball: new Uint8Array(tarball), rows };
    },
    listen: (channel, listener) => {
      const entry = { channel, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    close: async () => {
      closed = true;
      const thread = await current.catch(() => null);
      await thread?.stop();
      current = Promise.reject(new Error("The database is closed."));
      current.catch(() => {});
    },
  };
}
