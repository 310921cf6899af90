// `npm run restore <file>`: brings a backup archive (npm run backup) back into an empty DATA_DIR, or, with
// DATABASE_URL, into an empty database; it refuses to write over data, and re-applies the erasures recorded in
// DATA_DIR/keys/erasures.jsonl that the archive predates (src/server/privacy/backup.ts).
import path from "node:path";
import { config } from "../src/server/config";
import { restoreCommand } from "../src/server/privacy/backup";
import type { CommandResult } from "../src/server/office/staff-command";
import { runCommand } from "./command";

const USAGE = "Usage: npm run restore -- <file.tar.gz>   (into an empty DATA_DIR, or an empty DATABASE_URL)";

async function main(args: string[]): Promise<CommandResult> {
  if (args.includes("--help")) return { code: 0, output: USAGE };
  if (args.length !== 1 || args[0]!.startsWith("-")) return { code: 2, output: USAGE };
  const { databaseUrl, dataDir } = config();
  // From the folder npm was run in (npm runs scripts in the project's folder).
  return restoreCommand(path.resolve(process.env.INIT_CWD ?? ".", args[0]!), { dataDir, databaseUrl });
}

await runCommand("restore", main);
