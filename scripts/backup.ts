// `npm run backup [file]`: writes a backup archive of the data (src/server/privacy/backup.ts) while the site runs,
// to `file` or to backup-<UTC time>.tar.gz in the current folder. With DATABASE_URL it runs pg_dump on that
// database. With the embedded database it opens the data folder itself when no server holds it, and otherwise asks
// the server that does to write the archive (src/server/office/control.ts).
import { existsSync } from "node:fs";
import path from "node:path";
import { config } from "../src/server/config";
import { runOnDatabase } from "../src/server/office/control";
import { backupCommand, defaultBackupName } from "../src/server/privacy/backup";
import type { CommandResult } from "../src/server/office/staff-command";
import { runCommand } from "./command";

const USAGE = "Usage: npm run backup [-- <file.tar.gz>]   (default: backup-<UTC time>.tar.gz here)";

async function main(args: string[]): Promise<CommandResult> {
  if (args.includes("--help")) return { code: 0, output: USAGE };
  if (args.length > 1 || args[0]?.startsWith("-")) return { code: 2, output: USAGE };
  // From the folder npm was run in (npm runs scripts in the project's folder); absolute, because a server that
  // writes it has a working folder of its own.
  const file = path.resolve(process.env.INIT_CWD ?? ".", args[0] ?? defaultBackupName());
  const { databaseUrl, dataDir } = config();
  if (databaseUrl) return backupCommand(file, { databaseUrl, dataDir });
  // Opening a data folder that has no database would make an empty one, and back that up.
  if (!existsSync(path.join(dataDir, "db")))
    return { code: 1, output: `There is no database in ${path.resolve(dataDir, "db")}: check DATA_DIR.` };
  return runOnDatabase({ dataDir }, { backup: file }, (database) =>
    backupCommand(file, { database, dataDir }),
  );
}

await runCommand("backup", main);
