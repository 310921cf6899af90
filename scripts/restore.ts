// `npm run restore <file>`: brings a backup archive (npm run backup) back into an empty DATA_DIR, or, with
// DATABASE_URL, into an empty database; it refuses to write over data, and re-applies the erasures recorded in
// DATA_DIR/keys/erasures.jsonl that the archive predates (src/server/privacy/backup.ts).
// `npm run restore -- --drill <file or folder>`: restores the newest backup into a scratch copy, checks it, and
// deletes it: the monthly drill, which touches nothing of the installation.
import path from "node:path";
import { config } from "../src/server/config";
import { drillCommand, restoreCommand } from "../src/server/privacy/backup";
import type { CommandResult } from "../src/server/office/staff-command";
import { runCommand } from "./command";

const USAGE =
  "Usage: npm run restore -- <file.tar.gz> (into an empty DATA_DIR, or an empty DATABASE_URL), or npm run restore -- --drill <file.tar.gz or folder of backups> (the newest, into a scratch copy, then deleted)";

async function main(args: string[]): Promise<CommandResult> {
  if (args.includes("--help")) return { code: 0, output: USAGE };
  const drill = args[0] === "--drill";
  const files = drill ? args.slice(1) : args;
  if (files.length !== 1 || files[0]!.startsWith("-")) return { code: 2, output: USAGE };
  const { databaseUrl, dataDir } = config();
  // From the folder npm was run in (npm runs scripts in the project's folder).
  const file = path.resolve(process.env.INIT_CWD ?? ".", files[0]!);
  return (drill ? drillCommand : restoreCommand)(file, { dataDir, databaseUrl });
}

await runCommand("restore", main);
