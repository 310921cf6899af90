import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { config } from "./config";
import { closeDatabase, database } from "./db/client";
import { log } from "./log";
import { OutboxWorker } from "./mail/outbox";
import { fileMailer, smtpMailer } from "./mail/transport";

const RUNTIME = Symbol.for("brightwell.runtime");
type Holder = { [RUNTIME]?: { worker: OutboxWorker; sweep: NodeJS.Timeout } };

/** Drafts of forms that failed validation are kept this long for the review page. */
export const DRAFT_HOURS = 1;

/**
 * Starts what a server process runs besides answering requests: checks the configuration, opens the database
 * (applying migrations) and starts the outbox worker. Called once per process from instrumentation.ts.
 */
export async function startServices(): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[RUNTIME]) return;
  const settings = config();
  const db = await database();
  const mailer = settings.smtpUrl
    ? smtpMailer(settings.smtpUrl)
    : fileMailer(path.join(settings.dataDir, "mail"));
  const worker = new OutboxWorker({ database: db, mailer, from: settings.mailFrom, log });
  // PGlite means this is the only server on the data (the lock file): what is "sending" was cut off by a crash.
  if (db.kind === "pglite") await worker.releaseOrphans();
  worker.start();
  const sweep = setInterval(() => {
    db.db
      .execute(sql`DELETE FROM form_drafts WHERE created_at < now() - make_interval(hours => ${DRAFT_HOURS})`)
      .catch(() => {});
  }, 600_000);
  sweep.unref();
  holder[RUNTIME] = { worker, sweep };
  log.info(
    { database: db.kind, mail: settings.smtpUrl ? "smtp" : "files", trustProxy: settings.trustProxy },
    "services started",
  );
}

/** Stops the worker after the mail it is sending, and closes the database. */
export async function stopServices(): Promise<void> {
  const holder = globalThis as Holder;
  const runtime = holder[RUNTIME];
  delete holder[RUNTIME];
  if (runtime) {
    clearInterval(runtime.sweep);
    await runtime.worker.stop();
  }
  await closeDatabase();
}

/** Tells this process's outbox worker that new mail is waiting. */
export function wakeOutbox(): void {
  (globalThis as Holder)[RUNTIME]?.worker.wake();
}

/**
 * startServices for a server process: a bad setting, or a data folder in use by another server, stops the
 * process with a message that says why. Leaves stopServices where scripts/server.mjs calls it on SIGTERM/SIGINT.
 */
export async function startProcess(): Promise<void> {
  try {
    await startServices();
  } catch (error) {
    console.error(`The server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  (globalThis as { [key: symbol]: unknown })[Symbol.for("brightwell.shutdown")] = stopServices;
}
