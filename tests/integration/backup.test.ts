import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { mailOutbox, submissions } from "@/server/db/schema";
import { commandLine } from "@/server/office/audit";
import type { Owner } from "@/server/office/guard";
import { addStaff } from "@/server/office/staff";
import {
  backupCommand,
  drillCommand,
  restoreCommand,
  type BackupSource,
  type RestoreTarget,
} from "@/server/privacy/backup";
import { erasePerson, findPerson } from "@/server/privacy/requests";
import { rows } from "../support/databases";
import { asOwner } from "../support/granted";
import { dataDirWithDatabase } from "../support/pglite-template";
import { createTestDatabase, dropTestDatabase } from "../support/postgres";

/**
 * Backups on real databases and real files: what is written comes back whole into an empty target, and a target
 * that holds data, or a file that is not one of our archives, is refused without a change.
 */
const work = mkdtempSync(path.join(tmpdir(), "site-backup-test-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

let counter = 0;
const fresh = (name: string) => path.join(work, `${name}-${(counter += 1)}`);

/**
 * Submissions with these last names (and, given, this address), each with a notification marked sent and its mail
 * file in DATA_DIR/mail.
 */
async function writeMessages(
  database: Database,
  dataDir: string,
  names: string[],
  email?: string,
): Promise<void> {
  const stored = await database.db
    .insert(submissions)
    .values(
      names.map((name) => ({
        form: "contact",
        fields: { lastName: name, ...(email ? { email } : {}) },
        dedupeKey: name,
      })),
    )
    .returning({ id: submissions.id, fields: submissions.fields });
  const mails = await database.db
    .insert(mailOutbox)
    .values(
      stored.map((row) => ({
        kind: "notification" as const,
        submissionId: row.id,
        recipient: "hello@firm.example",
        replyTo: row.fields.email ?? null,
        subject: row.fields.lastName!,
        textBody: row.fields.lastName!,
        htmlBody: row.fields.lastName!,
        status: "sent" as const,
      })),
    )
    .returning({ id: mailOutbox.id, subject: mailOutbox.subject });
  mkdirSync(path.join(dataDir, "mail"), { recursive: true });
  for (const mail of mails)
    writeFileSync(path.join(dataDir, "mail", `${mail.id}.eml`), `${mail.subject} ${email ?? ""}`);
}

/** The mail files under `dataDir` that name `email`. */
const mailFilesNaming = (dataDir: string, email: string) =>
  readdirSync(path.join(dataDir, "mail")).filter((name) =>
    readFileSync(path.join(dataDir, "mail", name), "utf8").includes(email),
  );

/** An owner of the office, for an erasure. */
async function ownerOf(database: Database): Promise<Owner> {
  const added = await addStaff(database.db, commandLine, "owner@firm.example", "owner");
  if (!added.ok) throw new Error(added.message);
  return asOwner({ sessionId: "s", staffId: added.member.id, email: added.member.email, role: "owner" });
}

const lastNames = async (database: Database) =>
  (
    await rows<{ name: string }>(
      database.db,
      sql`SELECT fields->>'lastName' AS name FROM submissions ORDER BY 1`,
    )
  ).map((row) => row.name);

/** Every file and folder under `dir` with its size and time: equal listings mean nothing was touched. */
function listing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });
}

const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index).padStart(3, "0")}`);

interface Kind {
  name: string;
  /** An open database with its data folder, and what backs it up. */
  source(): Promise<{ database: Database; dataDir: string; backup: BackupSource }>;
  /** An empty place to restore into, and how to open what was restored there. */
  emptyTarget(): Promise<{ target: RestoreTarget; open(): Promise<Database> }>;
}

const kinds: Kind[] = [
  {
    name: "PGlite",
    async source() {
      const dataDir = await dataDirWithDatabase();
      const database = await openDatabase({ dataDir });
      cleanups.push(async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      });
      return { database, dataDir, backup: { database, dataDir } };
    },
    async emptyTarget() {
      const dataDir = fresh("restored");
      return { target: { dataDir }, open: () => openDatabase({ dataDir }) };
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const testDatabase = async () => {
    const url = await createTestDatabase(serverUrl);
    cleanups.push(() => dropTestDatabase(serverUrl, url));
    return url;
  };
  kinds.push({
    name: "PostgreSQL",
    async source() {
      const url = await testDatabase();
      const dataDir = fresh("data");
      const database = await openDatabase({ url });
      cleanups.push(() => database.close());
      return { database, dataDir, backup: { databaseUrl: url, dataDir } };
    },
    async emptyTarget() {
      const url = await testDatabase();
      return { target: { dataDir: fresh("restored"), databaseUrl: url }, open: () => openDatabase({ url }) };
    },
  });
}

for (const kind of kinds) {
  describe(`backups on ${kind.name}`, () => {
    it("restore brings back every row and mail file into an empty target, and refuses to run over it again", async () => {
      const { database, dataDir, backup } = await kind.source();
      const written = names("before", 40);
      await writeMessages(database, dataDir, written);
      // The day's visitor salt (a table row only on PostgreSQL; PGlite keeps it in memory) never goes in a backup.
      if (kind.name === "PostgreSQL")
        await database.db.execute(
          sql`INSERT INTO visitor_salts (day, salt) VALUES (current_date, 'not-for-backups')`,
        );
      const file = fresh("backup.tar.gz");
      const made = await backupCommand(file, backup);
      expect(made.output).toContain(`Backup written: ${file}`);
      expect(made.output).toContain("submissions 40,");
      expect(made.output).toContain("mail files: 40");
      expect(made.code).toBe(0);

      const { target, open } = await kind.emptyTarget();
      const restored = await restoreCommand(file, target);
      expect(restored.output).toContain("submissions 40,");
      expect(restored.code).toBe(0);
      const again = await open();
      try {
        expect(await lastNames(again)).toEqual(written);
        expect(await rows(again.db, sql`SELECT * FROM visitor_salts`)).toEqual([]);
      } finally {
        await again.close();
      }
      expect(readdirSync(path.join(target.dataDir, "mail")).sort()).toEqual(
        readdirSync(path.join(dataDir, "mail")).sort(),
      );

      // The target now holds data: a second restore is refused and changes nothing.
      const before = listing(target.dataDir);
      const refused = await restoreCommand(file, target);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already (holds|has tables)/);
      expect(listing(target.dataDir)).toEqual(before);
      const still = await open();
      try {
        expect(await lastNames(still)).toEqual(written);
      } finally {
        await still.close();
      }
    });

    it("restore re-applies the erasures made after the backup was taken, from the ledger kept apart from backups, and says so", async () => {
      const { database, dataDir, backup } = await kind.source();
      const owner = await ownerOf(database);
      await writeMessages(database, dataDir, names("ada", 2), "ada@engines.example");
      await writeMessages(database, dataDir, names("bob", 1), "bob@looms.example");
      const file = fresh("backup.tar.gz");
      expect((await backupCommand(file, backup)).code).toBe(0);
      // After the backup, Ada asks to be erased; then the data is lost, and the backup restored.
      await erasePerson(database.db, owner, "ada@engines.example", {
        dataDir,
        mailDir: path.join(dataDir, "mail"),
      });
      const { target, open } = await kind.emptyTarget();
      // The keys folder (privacy key and erasure ledger) is kept apart from the backups, and put back first.
      cpSync(path.join(dataDir, "keys"), path.join(target.dataDir, "keys"), { recursive: true });

      const restored = await restoreCommand(file, target);
      expect(restored.output).toContain("submissions 3,");
      expect(restored.output).toContain(
        "Re-applied 1 erasure recorded after this backup was taken: messages 2, notes 0, newsletter 0, drafts 0, mail 2.",
      );
      expect(restored.code).toBe(0);
      const again = await open();
      try {
        expect((await findPerson(again.db, "ada@engines.example")).messages).toEqual([]);
        expect(await lastNames(again)).toEqual(names("bob", 1));
      } finally {
        await again.close();
      }
      expect(mailFilesNaming(target.dataDir, "ada@engines.example")).toEqual([]);
      expect(mailFilesNaming(target.dataDir, "bob@looms.example")).toHaveLength(1);

      // Without the ledger, the restore says that it could apply none.
      const { target: bare } = await kind.emptyTarget();
      const unaware = await restoreCommand(file, bare);
      expect(unaware.code).toBe(0);
      expect(unaware.output).toContain("No erasure ledger in");
    });

    it("the restore drill restores the newest backup of a folder into a scratch copy, checks its rows, and deletes it, touching nothing of the installation", async () => {
      const { database, dataDir, backup } = await kind.source();
      const folder = fresh("backups");
      mkdirSync(folder);
      await writeMessages(database, dataDir, names("old", 3));
      expect((await backupCommand(path.join(folder, "backup-20261101T030000Z.tar.gz"), backup)).code).toBe(0);
      await writeMessages(database, dataDir, names("new", 4));
      expect((await backupCommand(path.join(folder, "backup-20261102T030000Z.tar.gz"), backup)).code).toBe(0);
      writeFileSync(path.join(folder, "notes.txt"), "not a backup");
      const installation: RestoreTarget = {
        dataDir,
        databaseUrl: "databaseUrl" in backup ? backup.databaseUrl : undefined,
      };
      const drills = () => readdirSync(tmpdir()).filter((name) => name.startsWith("restore-drill-"));
      const scratchDatabases = async () =>
        "databaseUrl" in backup
          ? await rows<{ datname: string }>(
              database.db,
              sql`SELECT datname FROM pg_database WHERE datname LIKE 'restore_drill_%'`,
            )
          : [];
      const before = { files: listing(dataDir), drills: drills(), databases: await scratchDatabases() };

      const drill = await drillCommand(folder, installation);
      expect(drill.output).toContain("Drill passed: ");
      expect(drill.output).toContain("backup-20261102T030000Z.tar.gz");
      expect(drill.output).toContain("submissions 7,");
      expect(drill.output).toContain("The scratch copy was deleted.");
      expect(drill.code).toBe(0);
      expect(listing(dataDir)).toEqual(before.files);
      expect(drills()).toEqual(before.drills);
      expect(await scratchDatabases()).toEqual(before.databases);
      expect(await lastNames(database)).toEqual([...names("new", 4), ...names("old", 3)].sort());

      // A damaged newest backup fails the drill, saying which; so does a folder without backups.
      const newest = path.join(folder, "backup-20261103T030000Z.tar.gz");
      writeFileSync(
        newest,
        readFileSync(path.join(folder, "backup-20261102T030000Z.tar.gz")).subarray(0, 2_000),
      );
      const damaged = await drillCommand(folder, installation);
      expect(damaged.code).toBe(1);
      expect(damaged.output).toContain(newest);
      expect(drills()).toEqual(before.drills);
      const empty = fresh("no-backups");
      mkdirSync(empty);
      expect(await drillCommand(empty, installation)).toEqual({
        code: 1,
        output: `${empty} holds no backup (backup-<UTC time>.tar.gz).`,
      });
    });

    it("refuses a file that is not an archive, and one that is not ours, writing nothing", async () => {
      const { target } = await kind.emptyTarget();
      const noise = fresh("noise.tar.gz");
      writeFileSync(noise, randomBytes(4096));
      const refused = await restoreCommand(noise, target);
      expect(refused).toEqual({
        code: 1,
        output: expect.stringContaining("is not a whole .tar.gz archive") as string,
      });
      expect(await restoreCommand(fresh("missing.tar.gz"), target)).toMatchObject({ code: 1 });
      expect(existsSync(target.dataDir)).toBe(false);
    });
  });
}

describe("backups on PGlite, while the database works", () => {
  it("a dump waits for the transaction that is open and holds what it committed", async () => {
    const { database, dataDir, backup } = await kinds[0]!.source();
    await writeMessages(database, dataDir, names("first", 5));
    let finish = () => {};
    let begun = () => {};
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const open = database.db.transaction(async (tx) => {
      await tx
        .insert(submissions)
        .values({ form: "contact", fields: { lastName: "in-flight" }, dedupeKey: "x" });
      begun();
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await inside;
    const file = fresh("backup.tar.gz");
    let done = false;
    const backing = backupCommand(file, backup).finally(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done).toBe(false);
    finish();
    await open;
    expect((await backing).output).toContain("submissions 6,");

    const { target, open: openRestored } = await kinds[0]!.emptyTarget();
    expect((await restoreCommand(file, target)).code).toBe(0);
    const restored = await openRestored();
    try {
      expect(await lastNames(restored)).toContain("in-flight");
    } finally {
      await restored.close();
    }
  });

  it("an archive of the embedded database is refused by a restore into DATABASE_URL, saying so", async () => {
    const { backup } = await kinds[0]!.source();
    const file = fresh("backup.tar.gz");
    expect((await backupCommand(file, backup)).code).toBe(0);
    const dataDir = fresh("restored");
    const refused = await restoreCommand(file, {
      dataDir,
      databaseUrl: "postgres://nobody@127.0.0.1:1/none",
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("holds an embedded (PGlite) database, and DATABASE_URL is set");
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe("npm run backup and npm run restore (dist/scripts, as built by npm run build:server)", () => {
  const run = promisify(execFile);
  const script = (name: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, [path.join("dist", "scripts", `${name}.mjs`), ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("back up a data folder no server holds, restore it elsewhere, and answer bad input in one line", async () => {
    const dataDir = await dataDirWithDatabase();
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir });
    await writeMessages(database, dataDir, names("script", 3));
    await database.close();

    const file = fresh("backup.tar.gz");
    const backup = await script("backup", [file], { DATA_DIR: dataDir });
    expect(backup.stdout).toContain("submissions 3,");
    expect(backup.stdout).toContain("Not in the archive: the privacy key");
    expect(backup.code).toBe(0);
    const target = fresh("restored");
    const restore = await script("restore", [file], { DATA_DIR: target });
    expect(restore.stdout).toContain("submissions 3,");
    expect(restore.code).toBe(0);
    // The monthly drill, as the README gives it: the newest backup into a scratch copy, the installation untouched.
    const drill = await script("restore", ["--drill", file], { DATA_DIR: dataDir });
    expect(drill.stdout).toContain("Drill passed: ");
    expect(drill.stdout).toContain("submissions 3,");
    expect(drill.code).toBe(0);

    const nowhere = fresh("nowhere");
    for (const [name, args, folder, code, message] of [
      ["restore", [], target, 2, "Usage: npm run restore"],
      ["restore", [fresh("missing.tar.gz")], target, 1, "does not exist"],
      ["restore", [file], target, 1, "already holds a database"],
      ["backup", [file], target, 1, "already exists"],
      ["backup", [path.join(work, "no-such-folder", "b.tar.gz")], target, 1, "does not exist"],
      ["backup", [fresh("backup.tar.gz")], nowhere, 1, "There is no database in"],
    ] as const) {
      const answer = await script(name, [...args], { DATA_DIR: folder });
      expect(answer.stderr.trim().split("\n"), `${name} ${args.join(" ")}`).toEqual([
        expect.stringContaining(message),
      ]);
      expect(answer.code).toBe(code);
    }
    expect(existsSync(nowhere)).toBe(false);
    // Nine runs of the scripts, one after another, each a Node process opening a database: under the build that
    // CI runs beside the unit tests, that takes 50-70 s, at the edge of the default minute.
  }, 120_000);
});
