import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/**
 * A PGlite database folder that has been through initdb and every committed migration, made once per machine,
 * PGlite version and set of migrations, for tests that need a fresh, empty database of their own. On this machine
 * a new cluster costs PGlite about 3.6 s of CPU (initdb in WASM) and the migrations 1.4 s more; a copy of the
 * template opens in 0.6 s (2026-11-28). The copy is what a server finds in its data folder after its first start
 * and a clean stop: the app still opens it and runs the migrator over it (which finds nothing to do), as on any
 * later start. A fresh install's own first start, initdb and migrations included, is what the shared e2e server,
 * `npm start` and the database suites (each migrates a new database in memory or on PostgreSQL) do.
 */
const MIGRATIONS = new URL("../../db/migrations/", import.meta.url).pathname;

/** The template's name: the PGlite version and a digest of the migrations (their SQL and their journal). */
function templateName(): string {
  const version = (
    JSON.parse(
      readFileSync(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8"),
    ) as { version: string }
  ).version;
  const digest = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort())
    if (/\.(sql|json)$/.test(name)) digest.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  return `site-test-pglite-${version}-${digest.digest("hex").slice(0, 12)}`;
}

let made: Promise<string> | undefined;

/** The template's folder, made first if no test process has made it yet (two at once: the first rename wins). */
function templateDir(): Promise<string> {
  made ??= (async () => {
    const template = path.join(tmpdir(), templateName());
    if (existsSync(template)) return template;
    const building = mkdtempSync(`${template}-building-`);
    const database = await PGlite.create(building);
    await migrate(drizzle(database), { migrationsFolder: MIGRATIONS });
    await database.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(template)) throw new Error(`Cannot make the PGlite template at ${template}`);
    }
    return template;
  })();
  return made;
}

/** A new data folder (DATA_DIR) whose database folder is a copy of the template. */
export async function dataDirWithDatabase(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  cpSync(await templateDir(), path.join(dataDir, "db"), { recursive: true });
  return dataDir;
}

let imaged: Promise<string> | undefined;

/**
 * The template as an image (PGlite's `dumpDataDir`, a tar file beside it), for a database in memory that starts
 * from it (openDatabase's `image`): made once, like the template. It is dumped from a private copy: opening the
 * template itself would write to it while another process may be copying it (dataDirWithDatabase).
 */
export function templateImage(): Promise<string> {
  imaged ??= (async () => {
    const template = await templateDir();
    const image = `${template}.tar`;
    if (existsSync(image)) return image;
    const copy = mkdtempSync(`${template}-imaging-`);
    try {
      cpSync(template, copy, { recursive: true });
      const database = await PGlite.create(copy);
      const bytes = Buffer.from(await (await database.dumpDataDir("none")).arrayBuffer());
      await database.close();
      // Written whole under another name, then renamed: a process that finds the image finds all of it.
      const writing = `${image}-${process.pid}`;
      writeFileSync(writing, bytes);
      renameSync(writing, image);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    return image;
  })();
  return imaged;
}
