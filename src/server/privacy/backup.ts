import "server-only";
import { execFile } from "node:child_process";
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableName } from "drizzle-orm";
import { Client } from "pg";
import { create, extract, list } from "tar";
import { config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { DataDirLockedError, lockDataDir, makeDir } from "../db/lock";
import {
  auditLog,
  mailOutbox,
  newsletterSubscribers,
  staff,
  submissionNotes,
  submissions,
} from "../db/schema";
import { describeError } from "../log";
import { mailFolder } from "../mail/transport";
import { commandLine } from "../office/audit";
import type { CommandResult } from "../office/staff-command";
import { privacyKeyFile } from "../security/keys";
import { syncErasures, type SyncOutcome } from "./erasures";
import { ledgerFile, readLedger } from "./ledger";

/**
 * Backups (`npm run backup`, `npm run restore`): one .tar.gz holding manifest.json, the database and the mail
 * folder. The embedded database goes in as PGlite's own tarball of its data folder, taken by the database thread
 * while no transaction is open (db/pglite-worker.ts); PostgreSQL as pg_dump's custom format. The privacy key
 * (DATA_DIR/keys) is never in an archive: whoever holds a backup must not also hold the key. Nor is the erasure
 * ledger beside it (privacy/ledger.ts): a restore re-applies the erasures it records that the archive predates.
 */

/** Marks an archive as ours; the version changes whenever its layout does. */
const FORMAT = "site-backup";
const VERSION = 1;
const MANIFEST = "manifest.json";
const DATABASE_FILE = { pglite: "database.tar", postgres: "database.pgdump" } as const;

type Kind = Database["kind"];
const KIND_NAME: Record<Kind, string> = {
  pglite: "an embedded (PGlite) database",
  postgres: "a PostgreSQL database (pg_dump)",
};

/** The tables whose rows an archive counts: the manifest says how many, and a restore must find as many. */
const COUNTED = [submissions, submissionNotes, mailOutbox, newsletterSubscribers, staff, auditLog].map(
  (table) => getTableName(table),
);
const COUNTS_SQL = `SELECT ${COUNTED.map((name) => `(SELECT count(*) FROM ${name})::int AS ${name}`).join(", ")}`;

type Counts = Record<string, number>;

/** What manifest.json says: what the archive holds, and from when. */
interface Manifest {
  format: typeof FORMAT;
  version: number;
  kind: Kind;
  createdAt: string;
  counts: Counts;
  mailFiles: number;
}

/** Bad input or a target that is not fit (a file that is not ours, live data): said in one line, exit code 1. */
class BackupRefused extends Error {}

/** What to back up: the embedded database open in this process, or PostgreSQL at a URL; and DATA_DIR's mail. */
export type BackupSource = { dataDir: string } & ({ database: Database } | { databaseUrl: string });

/** Where to restore: DATA_DIR, and the PostgreSQL database when DATABASE_URL is set. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
}

/** `backup-20261126T030000Z.tar.gz`: the default name, in UTC so that names sort by time. */
export const defaultBackupName = (at = new Date()) =>
  `backup-${at.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")}.tar.gz`;

const size = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.ceil(bytes / 1_000)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
const describeCounts = (counts: Counts) => COUNTED.map((name) => `${name} ${counts[name] ?? 0}`).join(", ");
const keyNote = (dataDir: string) =>
  `Not in the archive: the privacy key and the erasure ledger (${path.dirname(privacyKeyFile(dataDir))}). Keep a current copy of that folder apart from the backups: a restore needs it to re-apply the erasures made since.`;

/** What a restore says of the erasures it re-applied (or could not). */
function erasureNote(dataDir: string, reapplied: Reapplied): string {
  const file = ledgerFile(dataDir);
  if (!reapplied.ledger)
    return `No erasure ledger in ${path.dirname(file)}: no erasure was re-applied. If anyone was erased after this backup was taken, put the installation's keys folder there (privacy.key and erasures.jsonl): the server re-applies them within a minute of starting.`;
  if ("failed" in reapplied)
    return `The erasures recorded in ${file} were not re-applied yet (${reapplied.failed}): the server re-applies them within a minute of starting. Start it before anyone uses the site.`;
  const { erasures, counts } = reapplied.outcome;
  const skipped = reapplied.ledger.unreadable
    ? ` (${reapplied.ledger.unreadable} unreadable line${reapplied.ledger.unreadable === 1 ? "" : "s"} of ${file} skipped)`
    : "";
  const what = Object.entries(counts)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(", ");
  return `Re-applied ${erasures} erasure${erasures === 1 ? "" : "s"} recorded after this backup was taken: ${what}.${skipped}`;
}

/** `npm run backup`, run by the script itself or by the server that holds the data folder (office/control.ts). */
export async function backupCommand(file: string, source: BackupSource): Promise<CommandResult> {
  return commandResult(async () => {
    const started = Date.now();
    const target = path.resolve(file);
    const { manifest, bytes } = await writeBackup(target, source);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return [
      `Backup written: ${target} (${size(bytes)}, ${KIND_NAME[manifest.kind]}, ${seconds} s)`,
      `Rows: ${describeCounts(manifest.counts)}; mail files: ${manifest.mailFiles}`,
      keyNote(source.dataDir),
    ].join("\n");
  });
}

/** `npm run restore <file>`: into an empty DATA_DIR (and an empty database, with DATABASE_URL). */
export async function restoreCommand(file: string, target: RestoreTarget): Promise<CommandResult> {
  return commandResult(async () => {
    const archive = path.resolve(file);
    const { manifest, counts, reapplied } = await restoreBackup(archive, target);
    return [
      `Restored ${archive} (${KIND_NAME[manifest.kind]}, taken ${manifest.createdAt}) into ${
        target.databaseUrl ? "the database of DATABASE_URL" : path.resolve(target.dataDir)
      }.`,
      `Rows: ${describeCounts(counts)}; mail files: ${manifest.mailFiles}`,
      erasureNote(target.dataDir, reapplied),
      ...(keyAvailable(target.dataDir)
        ? []
        : [
            `The privacy key is not in backups: put your copy into ${path.dirname(privacyKeyFile(target.dataDir))} before the server starts (or set PRIVACY_KEY), or it makes a new one.`,
          ]),
    ].join("\n");
  });
}

/** The newest backup of a folder (their names sort by the UTC time they were taken), or the file given. */
function newestArchive(source: string): string {
  if (!existsSync(source)) throw new BackupRefused(`${source} does not exist.`);
  if (!statSync(source).isDirectory()) return source;
  const archives = readdirSync(source)
    .filter((name) => /^backup-\d{8}T\d{6}Z\.tar\.gz$/.test(name))
    .sort();
  if (archives.length === 0) throw new BackupRefused(`${source} holds no backup (backup-<UTC time>.tar.gz).`);
  return path.join(source, archives.at(-1)!);
}

/** A scratch database beside the installation's on its PostgreSQL server, for a drill; returns its URL. */
async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `restore_drill_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * `npm run restore -- --drill <file or folder>`: the monthly proof that the backups restore. The newest backup of a
 * folder (or the file given) is restored into a scratch copy, never the installation's: a temporary data folder
 * with a copy of the installation's keys folder, so that the erasures made since are re-applied as a real restore
 * would, and for a PostgreSQL backup a scratch database on the server of DATABASE_URL. The restore checks every
 * table's rows against the archive's manifest; then the scratch copy is deleted. Exit code 0 when it all held.
 */
export async function drillCommand(source: string, installation: RestoreTarget): Promise<CommandResult> {
  return commandResult(async () => {
    const archive = newestArchive(path.resolve(source));
    const manifest = await readManifest(archive);
    if (manifest.kind === "postgres" && !installation.databaseUrl)
      throw new BackupRefused(
        `${archive} holds ${KIND_NAME.postgres}: set DATABASE_URL to its server, where the drill makes and then drops a scratch database.`,
      );
    const scratch = mkdtempSync(path.join(tmpdir(), "restore-drill-"));
    let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
    try {
      const keys = path.dirname(privacyKeyFile(installation.dataDir));
      if (existsSync(keys)) cpSync(keys, path.dirname(privacyKeyFile(scratch)), { recursive: true });
      if (manifest.kind === "postgres") database = await scratchDatabase(installation.databaseUrl!);
      const { counts, reapplied } = await restoreBackup(archive, {
        dataDir: scratch,
        databaseUrl: database?.url,
      }).catch((error: unknown) => {
        throw new BackupRefused(`Drill failed: ${archive} did not restore: ${describeError(error)}`);
      });
      const erased =
        "outcome" in reapplied
          ? `${reapplied.outcome.erasures} erasure${reapplied.outcome.erasures === 1 ? "" : "s"} made since it was taken re-applied.`
          : "failed" in reapplied
            ? `The erasures made since it was taken could not be re-applied (${reapplied.failed}).`
            : `No erasure ledger in ${keys}: none re-applied.`;
      return [
        `Drill passed: ${archive} (${KIND_NAME[manifest.kind]}, taken ${manifest.createdAt}) restored into a scratch copy, every table's rows as its manifest counts them.`,
        `Rows: ${describeCounts(counts)}; mail files: ${manifest.mailFiles}`,
        erased,
        keyAvailable(scratch)
          ? "The privacy key was there to match them."
          : `No privacy key in ${keys} (nor PRIVACY_KEY): a restore then makes a new one, which matches no erasure made before. Keep a copy of that folder apart from the backups.`,
        "The scratch copy was deleted.",
      ].join("\n");
    } finally {
      rmSync(scratch, { recursive: true, force: true });
      await database?.drop();
    }
  });
}

/** A refusal (or a data folder held by a server) is the command's answer, exit code 1; anything else is thrown. */
async function commandResult(run: () => Promise<string>): Promise<CommandResult> {
  try {
    return { code: 0, output: await run() };
  } catch (error) {
    if (error instanceof BackupRefused || error instanceof DataDirLockedError)
      return { code: 1, output: error.message };
    throw error;
  }
}

/**
 * Writes the archive: first into a folder of its own beside `target`, renamed to `target` once it is complete and
 * on disk, so a half-written archive never has the final name.
 */
async function writeBackup(
  target: string,
  source: BackupSource,
): Promise<{ manifest: Manifest; bytes: number }> {
  if (existsSync(target)) throw new BackupRefused(`${target} already exists: give the backup another name.`);
  let staging: string;
  try {
    staging = mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}-`));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupRefused(
      code === "ENOENT"
        ? `The folder ${path.dirname(target)} does not exist.`
        : `Cannot write into ${path.dirname(target)} (${code ?? "error"}).`,
    );
  }
  try {
    const content = path.join(staging, "content");
    mkdirSync(content);
    const kind: Kind = "database" in source ? "pglite" : "postgres";
    const createdAt = new Date().toISOString();
    const counts =
      "database" in source
        ? await dumpPglite(source.database, path.join(content, DATABASE_FILE.pglite))
        : await dumpPostgres(source.databaseUrl, path.join(content, DATABASE_FILE.postgres));
    // After the dump: a mail's file is written before its row is marked sent, so every row that the dump holds as
    // sent has its file here.
    const mailFiles = copyMail(mailFolder(source.dataDir), path.join(content, "mail"));
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      kind,
      createdAt,
      counts,
      mailFiles,
    };
    writeFileSync(path.join(content, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = path.join(staging, "archive.tar.gz");
    await create({ file: archive, cwd: content, gzip: true, portable: true }, [
      MANIFEST,
      DATABASE_FILE[kind],
      "mail",
    ]);
    const fd = openSync(archive, "r");
    fsyncSync(fd);
    closeSync(fd);
    renameSync(archive, target);
    return { manifest, bytes: statSync(target).size };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function dumpPglite(database: Database, file: string): Promise<Counts> {
  if (!database.dump) throw new Error("Only the embedded database is dumped in the server's process.");
  const { tarball, rows } = await database.dump(COUNTS_SQL);
  writeFileSync(file, tarball);
  return rows[0] as Counts;
}

/** One snapshot for the counts and for pg_dump, which takes it over (--snapshot): both see the same moment. */
async function dumpPostgres(url: string, file: string): Promise<Counts> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const [snapshot] = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows;
    const [counts] = (await client.query<Counts>(COUNTS_SQL)).rows;
    // The day's visitor salt stays out: a salt in a backup would outlive its day (stats/visitors.ts).
    await runTool(
      "pg_dump",
      [
        "--format=custom",
        `--snapshot=${snapshot!.id}`,
        "--exclude-table-data=visitor_salts",
        `--file=${file}`,
      ],
      url,
    );
    return counts!;
  } finally {
    await client.query("ROLLBACK").catch(() => {});
    await client.end();
  }
}

/** Copies the mail files (not the hidden ones a mail is written into before its rename); returns how many. */
function copyMail(from: string, to: string): number {
  mkdirSync(to);
  if (!existsSync(from)) return 0;
  const names = readdirSync(from, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => entry.name);
  for (const name of names) copyFileSync(path.join(from, name), path.join(to, name));
  return names.length;
}

/**
 * Runs pg_dump or pg_restore on the database at `url`. Its password goes in the environment, not on the command
 * line, where `ps` would show it.
 */
function runTool(tool: string, args: string[], url: string): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  return new Promise((resolve, reject) => {
    execFile(tool, [`--dbname=${address.href}`, ...args], { env }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === "ENOENT")
        return reject(
          new BackupRefused(
            `${tool} was not found: install PostgreSQL's client tools of the server's version or newer (on Debian: apt-get install postgresql-client).`,
          ),
        );
      const lines = stderr.trim().split("\n");
      reject(new Error(`${tool} failed: ${lines[lines.length - 1] || error.message}`));
    });
  });
}

/** Reads manifest.json of an archive, refusing a file that is missing, not a .tar.gz, or not one of ours. */
async function readManifest(archive: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupRefused(`${archive} does not exist.`);
  let text = "";
  try {
    await list({
      file: archive,
      strict: true,
      onReadEntry: (entry) => {
        if (entry.path === MANIFEST) entry.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      },
    });
  } catch (error) {
    throw new BackupRefused(
      `${archive} cannot be read as a backup: it is not a whole .tar.gz archive (${(error as Error).message}).`,
    );
  }
  let manifest: Partial<Manifest> = {};
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch {
    // Missing or not JSON: not ours, said below.
  }
  if (manifest.format !== FORMAT || !manifest.kind || !(manifest.kind in DATABASE_FILE))
    throw new BackupRefused(`${archive} is not a backup of this site: it has no manifest of ours.`);
  if (manifest.version !== VERSION)
    throw new BackupRefused(
      `${archive} is a backup of format ${manifest.version}; this version of the site restores format ${VERSION}.`,
    );
  return manifest as Manifest;
}

/**
 * Restores an archive into an empty data folder (and an empty database, with DATABASE_URL), holding the data
 * folder's lock meanwhile, so no server starts on it half-restored. What it wrote is removed if it fails.
 */
async function restoreBackup(
  archive: string,
  { dataDir, databaseUrl }: RestoreTarget,
): Promise<{ manifest: Manifest; counts: Counts; reapplied: Reapplied }> {
  const manifest = await readManifest(archive);
  const ledger = readLedger(dataDir);
  if (ledger?.records.length && !keyAvailable(dataDir))
    throw new BackupRefused(
      `${ledgerFile(dataDir)} records ${ledger.records.length} erasures, which only the privacy key they were made with can match: put privacy.key into ${path.dirname(privacyKeyFile(dataDir))} (or set PRIVACY_KEY) and restore again.`,
    );
  const kind: Kind = databaseUrl ? "postgres" : "pglite";
  if (manifest.kind !== kind)
    throw new BackupRefused(
      kind === "postgres"
        ? `${archive} holds ${KIND_NAME.pglite}, and DATABASE_URL is set: unset it to restore into DATA_DIR (${dataDir}).`
        : `${archive} holds ${KIND_NAME.postgres}, and DATABASE_URL is not set: set it to the empty database to restore into.`,
    );
  const release = lockDataDir(dataDir);
  try {
    const dbDir = path.join(dataDir, "db");
    const mailDir = mailFolder(dataDir);
    if (kind === "pglite") refuseUnlessEmpty(dbDir, "a database");
    else await refuseUnlessNoTables(databaseUrl!);
    refuseUnlessEmpty(mailDir, "mail files");

    const staging = mkdtempSync(path.join(dataDir, ".restore-"));
    try {
      const wanted = (entry: string) =>
        entry === MANIFEST || entry === DATABASE_FILE[kind] || entry.startsWith("mail/");
      await extract({ file: archive, cwd: staging, strict: true, filter: wanted });
      const databaseFile = path.join(/*turbopackIgnore: true*/ staging, DATABASE_FILE[kind]);
      if (!existsSync(databaseFile)) throw new BackupRefused(`${archive} holds no database: it is damaged.`);
      let counts: Counts;
      try {
        counts =
          kind === "pglite"
            ? await loadPglite(databaseFile, dbDir)
            : await loadPostgres(databaseFile, databaseUrl!);
        const differ = COUNTED.filter((name) => counts[name] !== manifest.counts[name]);
        if (differ.length > 0)
          throw new Error(
            `the restored database holds other numbers of rows than the archive says (${differ.join(", ")}): ${describeCounts(counts)}.`,
          );
      } catch (error) {
        if (kind === "pglite") rmSync(dbDir, { recursive: true, force: true });
        throw error;
      }
      // Then, at once: the mail folder is renamed into place.
      rmSync(mailDir, { recursive: true, force: true });
      makeDir(path.join(staging, "mail"));
      renameSync(path.join(staging, "mail"), mailDir);
      return { manifest, counts, reapplied: await reapplyErasures({ dataDir, databaseUrl }, ledger) };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}

/** What a restore re-applied: nothing without a ledger; else what the sync did, or why it could not. */
type Reapplied =
  | { ledger: null }
  | { ledger: { unreadable: number }; outcome: SyncOutcome }
  | { ledger: { unreadable: number }; failed: string };

/** Whether the privacy key of `dataDir` is there to match the ledger's hashes with addresses. */
const keyAvailable = (dataDir: string) => Boolean(config().privacyKey) || existsSync(privacyKeyFile(dataDir));

/**
 * Last step of a restore: the restored database, opened as a server opens it (its migrations applied), is made to
 * agree with the ledger in DATA_DIR/keys (privacy/erasures.ts): every erasure recorded there that the database does
 * not know, because the archive predates it, is applied again, by the command line; the erasures the archive knows
 * are added to the ledger. The data folder's lock is held by the restore meanwhile: the embedded database's own
 * opening takes it over (the same process) and lets it go when it closes, at the end of the restore.
 */
async function reapplyErasures(
  { dataDir, databaseUrl }: RestoreTarget,
  ledger: ReturnType<typeof readLedger>,
): Promise<Reapplied> {
  let outcome: SyncOutcome;
  try {
    const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
    try {
      outcome = await syncErasures(database.db, { dataDir, mailDir: mailFolder(dataDir) }, commandLine);
    } finally {
      await database.close();
    }
  } catch (error) {
    // The archive is restored all the same; the server applies the ledger when it starts.
    if (!ledger) return { ledger: null };
    return { ledger: { unreadable: ledger.unreadable }, failed: describeError(error) };
  }
  return ledger ? { ledger: { unreadable: ledger.unreadable }, outcome } : { ledger: null };
}

function refuseUnlessEmpty(dir: string, what: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new BackupRefused(
      `${path.resolve(dir)} already holds ${what}: restore only into an empty data folder (move this one away first).`,
    );
}

/** The tables in the schemas an archive restores into (public, drizzle): there must be none. */
async function refuseUnlessNoTables(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1",
    );
    if (rows.length === 0) return;
    const names = rows.slice(0, 5).map((row) => row.name);
    const more = rows.length > names.length ? ` and ${rows.length - names.length} more` : "";
    throw new BackupRefused(
      `The database of DATABASE_URL already has tables (${names.join(", ")}${more}): restore only into an empty database.`,
    );
  } finally {
    await client.end();
  }
}

/**
 * PGlite writes the tarball's files into the folder itself (loadDataDir) and opens it; the counts are read back.
 * Loaded here only, never by a server, whose database runs in its own thread.
 */
async function loadPglite(tarball: string, dbDir: string): Promise<Counts> {
  const { PGlite } = await import("@electric-sql/pglite");
  makeDir(dbDir);
  const pglite = await PGlite.create(dbDir, { loadDataDir: new Blob([readFileSync(tarball)]) });
  try {
    return (await pglite.query<Counts>(COUNTS_SQL)).rows[0]!;
  } finally {
    await pglite.close();
  }
}

/** pg_restore in one transaction: a failure leaves the database as empty as it was. */
async function loadPostgres(dump: string, url: string): Promise<Counts> {
  await runTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", dump],
    url,
  );
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<Counts>(COUNTS_SQL)).rows[0]!;
  } finally {
    await client.end();
  }
}
