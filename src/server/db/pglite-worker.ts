// The embedded database in a worker thread (decision record 018): PGlite runs PostgreSQL compiled to WASM, and
// each of its calls runs synchronously on the thread that makes it. Here, its work does not hold up the
// requests of the main thread, which sends each query as a message and gets its rows back (db/pglite-thread.ts).
// Node loads it by path, outside the Next.js bundle: compiled with the server into dist/server (decision record
// 034).
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { parse, PGlite, protocol, types, type Transaction } from "@electric-sql/pglite";

/**
 * What the main thread sends: a query (in a transaction or not), a transaction's begin or end, a dump of the data
 * folder, or close.
 */
type Message =
  | { op: "query"; id: number; tx?: number; text: string; params?: unknown[]; rowMode?: "array" | "object" }
  | { op: "begin"; id: number }
  | { op: "end"; id: number; tx: number; commit: boolean }
  | { op: "dump"; id: number; text: string }
  | { op: "close"; id: number };

/** The channels whose notifications the main thread hears (the triggers of migration 0023). */
const NOTIFIED = ["mail_queued"];

/** The thread's link to the main thread (a worker always has one). */
const port = parentPort!;

/**
 * Column types drizzle reads as the text PostgreSQL sends (it makes them into dates itself): timestamps, dates,
 * intervals, and the arrays of numerics, timestamps, intervals and dates. drizzle asks for this with every
 * query, and PGlite would then copy its whole table of parsers (over 300) for each one; set on the client once,
 * they are read for every query instead.
 */
const RAW_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** Open transactions by id: the transaction object, and how to end it (commit or roll back). */
const transactions = new Map<
  number,
  { tx: Transaction; commit(): void; rollback(error: Error): void; done: Promise<unknown> }
>();

/** Opens a transaction and keeps it open until an "end" message for it; answers its id. */
function begin(client: PGlite, id: number): Promise<number> {
  return new Promise((opened, failed) => {
    const done = client.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          transactions.set(id, { tx, commit, rollback, done });
          opened(id);
        }),
    );
    // A transaction that could not begin; one that ended reports through its "end" message.
    done.catch((error: unknown) => {
      if (!transactions.has(id)) failed(error);
    });
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error("No such transaction.");
  if (commit) open.commit();
  else open.rollback(new Error("Rolled back."));
  try {
    await open.done;
  } catch (error) {
    if (commit) throw error;
  } finally {
    transactions.delete(id);
  }
}

/** What a query answers: rows and their fields, values as PGlite parsed them (all of them can be cloned). */
async function query(client: PGlite, { tx, text, params, rowMode }: Extract<Message, { op: "query" }>) {
  const target = tx === undefined ? client : transactions.get(tx)?.tx;
  if (!target) throw new Error("No such transaction.");
  const result = await target.query(text, params, rowMode ? { rowMode } : undefined);
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/**
 * The data folder as an uncompressed tarball, taken after a checkpoint while no transaction is open, and the rows
 * of `text` as they were at that same moment (backups: privacy/backup.ts). PGlite's dumpDataDir takes only its
 * query lock, while this thread keeps a transaction open across messages; the transaction lock waits for the
 * open ones to end and lets no new one begin until the dump is taken. Inside it, statements go through the wire
 * protocol, which takes no lock (client.query would wait for the one held here).
 */
async function dump(client: PGlite, text: string) {
  return client._runExclusiveTransaction(async () => {
    const run = async (statement: string) =>
      parse.parseResults(
        (await client.execProtocol(protocol.serialize.query(statement))).messages,
        client.parsers,
      );
    await run("CHECKPOINT");
    const [result] = await run(text);
    const tarball = await (await client.dumpDataDir("none")).arrayBuffer();
    return { tarball, rows: result?.rows ?? [] };
  });
}

/** An error as plain data: its message and its own fields (name, code, detail...), for the main thread. */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

async function main() {
  const { dataDir, image } = workerData as { dataDir?: string; image?: string };
  // One options object: PGlite ignores its second argument when the first is not a folder's name.
  const client = new PGlite({ dataDir, loadDataDir: image ? new Blob([readFileSync(image)]) : undefined });
  // After start-up: PGlite makes its array parsers then, and would replace the array ones set before.
  await client.waitReady;
  for (const type of RAW_TYPES) client.parsers[type] = (value: string) => value;
  // The notifications the main thread listens for (db/client.ts), passed on as they come: after their commit.
  for (const channel of NOTIFIED) await client.listen(channel, () => port.postMessage({ notify: channel }));

  port.on("message", async (message: Message) => {
    try {
      let result: unknown;
      // A dump's bytes move to the main thread rather than being copied.
      const transfer: ArrayBuffer[] = [];
      if (message.op === "query") result = await query(client, message);
      else if (message.op === "begin") result = await begin(client, message.id);
      else if (message.op === "end") result = await end(message.tx, message.commit);
      else if (message.op === "dump") {
        const taken = await dump(client, message.text);
        transfer.push(taken.tarball);
        result = taken;
      } else if (message.op === "close") result = await client.close();
      port.postMessage({ id: message.id, result }, transfer);
    } catch (error) {
      port.postMessage({ id: message.id, error: plain(error) });
      // A trap in PostgreSQL's WASM leaves it in no known state: this thread ends, and a new one recovers the
      // files (db/pglite-thread.ts).
      if (error instanceof WebAssembly.RuntimeError) process.exit(1);
    }
  });
  port.postMessage({ ready: true });
}

main().catch((error: unknown) => port.postMessage({ ready: false, error: plain(error) }));
