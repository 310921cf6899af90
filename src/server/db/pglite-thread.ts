import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/** The worker's script, loaded by path at run time (it is plain JavaScript, outside the bundle). */
const SCRIPT = path.join(/*turbopackIgnore: true*/ process.cwd(), "src", "server", "db", "pglite-worker.mjs");

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

/** An error the worker reported, as an Error again with its fields (name, SQLSTATE code, detail...). */
function revive(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message ?? "The database failed.")), fields);
}

export interface PgliteThread {
  /** What drizzle's PGlite driver calls: query, and transaction with a query of its own. */
  client: PGlite;
  close(): Promise<void>;
}

/**
 * PGlite in a worker thread (pglite-worker.mjs), the data in `dataDir` or in memory. Queries go to it as
 * messages; a transaction stays open in the worker until this side commits or rolls it back, and PGlite runs
 * nothing else meanwhile, as in the main thread. Answers come after PGlite has written them to its files, so
 * "stored before answered" holds as before. If the thread dies, every query from then on fails.
 */
export async function startPgliteThread(dataDir?: string): Promise<PgliteThread> {
  const worker = new Worker(SCRIPT, { workerData: { dataDir } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;

  const call = (message: Record<string, unknown>) =>
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
  });
  worker.on("message", (reply: Reply) => {
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
  });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  // drizzle passes its parsers with every query; the worker has them set once, so only the row mode goes.
  const queryIn = (tx?: number) => (text: string, params?: unknown[], options?: QueryOptions) =>
    call({ op: "query", tx, text, params, rowMode: options?.rowMode }) as Promise<Results>;
  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const tx = (await call({ op: "begin" })) as number;
    let result: T;
    try {
      result = await callback({ query: queryIn(tx) } as unknown as Transaction);
    } catch (error) {
      await call({ op: "end", tx, commit: false }).catch(() => {});
      throw error;
    }
    await call({ op: "end", tx, commit: true });
    return result;
  };
  return {
    client: { query: queryIn(), transaction } as unknown as PGlite,
    close: async () => {
      await call({ op: "close" }).catch(() => {});
      gone ??= new Error("The database is closed.");
      await worker.terminate();
    },
  };
}
