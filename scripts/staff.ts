// `npm run staff -- add someone@firm.example --role owner`: manages the office's staff from the server's command
// line, on a fresh install before the first start as well as beside a running server. With DATABASE_URL it works
// on that database directly (PostgreSQL has many writers). With the embedded database it opens the data folder
// itself when no server holds it, and otherwise asks the server that does (src/server/office/control.ts): the
// data folder never has two writers.
import { connect } from "node:net";
import { config } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/lock";
import { controlSocket } from "../src/server/office/control";
import {
  parseStaffCommand,
  runStaffCommand,
  STAFF_USAGE,
  type CommandResult,
} from "../src/server/office/staff-command";

/** Sends the command to the server that holds the data folder, and returns its answer. */
function throughServer(dataDir: string, args: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocket(dataDir));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => {
      try {
        resolve(JSON.parse(answer) as CommandResult);
      } catch {
        reject(new Error("the server gave no answer"));
      }
    });
    socket.on("error", reject);
  });
}

async function main(args: string[]): Promise<CommandResult> {
  if (args.length === 0 || args.includes("--help"))
    return { code: args.length === 0 ? 1 : 0, output: STAFF_USAGE };
  // Bad input is answered at once, without opening the database.
  const parsed = parseStaffCommand(args);
  if (!("ok" in parsed)) return parsed;
  const settings = config();
  try {
    const database = await openDatabase(
      settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: settings.dataDir },
    );
    try {
      return await runStaffCommand(database.db, args);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return throughServer(settings.dataDir, args).catch((reason: Error) => ({
      code: 1,
      output: `A server holds the data folder ${settings.dataDir}, and it could not be asked to run this (${reason.message}). Stop it, or try again once it has started.`,
    }));
  }
}

try {
  const result = await main(process.argv.slice(2));
  (result.code === 0 ? console.log : console.error)(result.output);
  process.exit(result.code);
} catch (error) {
  console.error(`npm run staff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
