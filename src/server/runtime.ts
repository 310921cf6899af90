import "server-only";
import type { Server } from "node:net";
import { config, retentionSettings } from "./config";
import { closeDatabase, database, type Database } from "./db/client";
import { keepDataPrivate } from "./db/lock";
import { deleteExpiredDrafts } from "./forms/drafts";
import { describeError, log } from "./log";
import { OutboxWorker, releaseOrphanedMail } from "./mail/outbox";
import { fileMailer, mailFolder, smtpMailer, type Mailer } from "./mail/transport";
import { startControlSocket } from "./office/control";
import { deleteEndedSessions } from "./office/sessions";
import { campaignTick } from "./newsletter/campaigns";
import { DAILY_CHECK_MS, dailyCheck } from "./privacy/daily";
import { builtRetention, retentionDefaults, type Retention } from "@/content/policy";
import { shared } from "./shared-state";
import { ReadRecorder } from "./stats/recorder";
import { rollUpReads } from "./stats/rollups";
import { forgetPastSalts } from "./stats/visitors";

declare module "./shared-state" {
  interface SharedState {
    /** Stops the app's services; the server calls it on SIGTERM and SIGINT. */
    shutdown?: () => Promise<void>;
    /** The outbox worker and the timers of a running server. */
    runtime?: Runtime;
  }
}

/** What a running server runs besides answering requests (kept in the shared state). */
export type Runtime = {
  worker?: OutboxWorker;
  mailer?: Mailer;
  sweep?: NodeJS.Timeout;
  /** The hourly check whether the day's retention job is due (privacy/daily.ts), and the first one. */
  daily?: NodeJS.Timeout;
  firstDaily?: NodeJS.Timeout;
  /** Starts scheduled campaigns and marks finished ones sent (newsletter/campaigns.ts). */
  campaigns?: NodeJS.Timeout;
  /** Where `npm run staff` reaches this server while it holds the embedded database. */
  control?: Server;
  retry?: NodeJS.Timeout;
  stopped: boolean;
};

/** How often a server starts the scheduled campaigns that are due, and marks finished ones sent. */
const CAMPAIGN_CHECK_MS = 5_000;

/** While a PostgreSQL server does not answer at start, try again this often. */
const RECONNECT_MS = 5_000;

function begin(runtime: Runtime, db: Database): void {
  const settings = config();
  const mailer = settings.smtpUrl ? smtpMailer(settings.smtpUrl) : fileMailer(mailFolder(settings.dataDir));
  runtime.mailer = mailer;
  runtime.worker = new OutboxWorker({
    database: db,
    mailer,
    from: settings.mailFrom,
    log,
    siteUrl: settings.siteUrl,
    campaignPace: settings.campaignPace,
    newsletter: settings.newsletter,
  });
  runtime.worker.start();
  if (db.kind === "pglite") runtime.control = startControlSocket(settings.dataDir, db);
  shared.reads = new ReadRecorder(async () => db, new URL(settings.siteUrl).hostname);
  runtime.sweep = setInterval(() => {
    void deleteExpiredDrafts(db.db).catch(() => {});
    void deleteEndedSessions(db.db).catch(() => {});
    void forgetPastSalts(db.db).catch(() => {});
    void rollUpReads(db.db).catch(() => {});
  }, 600_000);
  runtime.sweep.unref();
  // Soon after start, so that a server restarted every day still runs it, and then every hour.
  runtime.firstDaily = setTimeout(
    () => dailyCheck(db.db, settings.retention, undefined, settings.siteUrl),
    30_000,
  );
  runtime.daily = setInterval(
    () => dailyCheck(db.db, settings.retention, undefined, settings.siteUrl),
    DAILY_CHECK_MS,
  );
  runtime.firstDaily.unref();
  runtime.campaigns = setInterval(() => {
    // A campaign it starts wakes every server's outbox by itself (its status change notifies: migration 0023).
    campaignTick(db.db).catch((error: unknown) =>
      log.error({ reason: describeError(error) }, "campaign check failed"),
    );
  }, CAMPAIGN_CHECK_MS);
  runtime.campaigns.unref();
  runtime.daily.unref();
  log.info(
    { database: db.kind, mail: settings.smtpUrl ? "smtp" : "files", trustProxy: settings.trustProxy },
    "services started",
  );
}

/**
 * The pages (/privacy) state the retention periods the site was built with; the job deletes by the settings of
 * the server. When they differ, the server refuses to start rather than break the page's promise.
 */
function checkRetentionAgainstBuild(running: Retention): void {
  const built = builtRetention();
  const differ = (Object.keys(retentionDefaults) as (keyof Retention)[]).filter(
    (key) => built[key] !== running[key],
  );
  if (differ.length > 0)
    throw new Error(
      `${differ.map((key) => `${retentionSettings[key]} is ${running[key]}, but the site was built with ${built[key]}`).join("; ")}. Build the site again with the same settings, so that /privacy states the periods the server keeps to.`,
    );
}

/**
 * Starts what a server process runs besides answering requests: checks the configuration, opens the database
 * (applying migrations) and starts the outbox worker. The embedded database must open at once (a data folder
 * held by another server is fatal); a PostgreSQL server that does not answer yet is retried in the background,
 * while pages are served and forms answer 503.
 */
export async function startServices(): Promise<void> {
  if (shared.runtime) return;
  const settings = config();
  checkRetentionAgainstBuild(settings.retention);
  log.level = settings.logLevel;
  const runtime: Runtime = { stopped: false };
  shared.runtime = runtime;
  if (!settings.databaseUrl) {
    const db = await database().catch((error: unknown) => {
      delete shared.runtime;
      throw error;
    });
    // The lock file makes this the only server on the data: what is "sending" was cut off by a crash.
    await releaseOrphanedMail(db);
    begin(runtime, db);
    return;
  }
  // The mail folder and the keys live in the data folder with a database server too (the embedded database's
  // opening makes its folder private itself).
  keepDataPrivate(settings.dataDir);
  const attempt = () => {
    database().then(
      (db) => {
        if (!runtime.stopped) begin(runtime, db);
      },
      (error: unknown) => {
        log.error({ reason: describeError(error) }, "database unreachable; retrying");
        if (!runtime.stopped) runtime.retry = setTimeout(attempt, RECONNECT_MS);
      },
    );
  };
  attempt();
}

/** Stops the worker after the mail it is sending, and closes the database. */
export async function stopServices(): Promise<void> {
  const runtime = shared.runtime;
  delete shared.runtime;
  if (runtime) {
    runtime.stopped = true;
    clearTimeout(runtime.retry);
    clearInterval(runtime.sweep);
    clearTimeout(runtime.firstDaily);
    clearInterval(runtime.daily);
    clearInterval(runtime.campaigns);
    runtime.control?.close();
    // The reads of the last second are written before the database closes.
    await shared.reads?.flush();
    delete shared.reads;
    await runtime.worker?.stop();
    runtime.mailer?.close();
  }
  await closeDatabase();
}

/**
 * startServices for a server process: a bad setting, or a data folder in use by another server, stops the
 * process with a message that says why. Leaves stopServices in the shared state, where scripts/server.ts calls it
 * on SIGTERM and SIGINT.
 */
export async function startProcess(): Promise<void> {
  try {
    await startServices();
  } catch (error) {
    console.error(`The server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  shared.shutdown = stopServices;
}
