import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * A PGlite database folder that has been through initdb, made once per machine and PGlite version, for tests
 * that need a fresh, empty database of their own. Creating a cluster costs PGlite about 6 s of WASM work on this
 * machine; opening one that exists, half a second. The copy is what a server finds in its data folder after
 * its first start and a clean stop: the app still opens it, migrates it and works it as on any later start. A
 * fresh install's own first start is what the shared e2e server and `npm start` do.
 */
const version = (
  JSON.parse(
    readFileSync(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8"),
  ) as { version: string }
).version;
const template = path.join(tmpdir(), `site-test-pglite-${version}`);

/** The template's folder, made first if no test process has made it yet (two at once: the first rename wins). */
async function templateDir(): Promise<string> {
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}-building-`);
  const database = await PGlite.create(building);
  await database.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw new Error(`Cannot make the PGlite template at ${template}`);
  }
  return template;
}

/** A new data folder (DATA_DIR) whose database folder is a copy of the template. */
export async function dataDirWithDatabase(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-test-"));
  cpSync(await templateDir(), path.join(dataDir, "db"), { recursive: true });
  return dataDir;
}
