// `npm run staff -- add someone@firm.example --role owner`: manages the office's staff from the server's command
// line, on a fresh install before the first start as well as beside a running server. With DATABASE_URL it works
// on that database directly (PostgreSQL has many writers). With the embedded database it opens the data folder
// itself when no server holds it, and otherwise asks the server that does (src/server/office/control.ts): the
// data folder never has two writers.
import { config } from "../src/server/config";
import { runOnDatabase } from "../src/server/office/control";
import {
  parseStaffCommand,
  runStaffCommand,
  STAFF_USAGE,
  type CommandResult,
} from "../src/server/office/staff-command";
import { runCommand } from "./command";

async function main(args: string[]): Promise<CommandResult> {
  if (args.length === 0 || args.includes("--help"))
    return { code: args.length === 0 ? 1 : 0, output: STAFF_USAGE };
  // Bad input is answered at once, without opening the database.
  const parsed = parseStaffCommand(args);
  if (!("ok" in parsed)) return parsed;
  const settings = config();
  return runOnDatabase(
    settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: settings.dataDir },
    { args },
    (database) => runStaffCommand(database.db, args),
  );
}

await runCommand("staff", main);
