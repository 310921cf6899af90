import "server-only";
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import path from "node:path";
import { openDatabase, type Database, type DatabaseOptions } from "../db/client";
import { DataDirLockedError } from "../db/lock";
import { describeError, log } from "../log";
import { backupCommand } from "../privacy/backup";
import { runStaffCommand, type CommandResult } from "./staff-command";

/**
 * The embedded database has one owner process: while a server holds the data folder, `npm run staff` and
 * `npm run backup` cannot open it and ask the server to run the command instead, over a Unix socket in the data
 * folder that only the server's own user may reach (its folder has mode 0700). One JSON line in, a staff command
 * (`{"args": [...]}`) or a backup to write (`{"backup": "/absolute/path.tar.gz"}`), and one JSON line out
 * (`{"code": 0, "output": "..."}`).
 */
export const controlSocket = (dataDir: string) => path.resolve(dataDir, "control", "staff.sock");

export type ControlRequest = { args: string[] } | { backup: string };

/** Runs a request line as the server that holds the data folder; throws on one it does not understand. */
function run(line: string, dataDir: string, database: Database): Promise<CommandResult> {
  const { args, backup } = JSON.parse(line) as Record<string, unknown>;
  if (Array.isArray(args) && args.every((arg) => typeof arg === "string"))
    return runStaffCommand(database.db, args);
  // The script resolves the path: this server's working folder may be another.
  if (typeof backup === "string" && path.isAbsolute(backup))
    return backupCommand(backup, { database, dataDir });
  throw new Error("not a request");
}

export function startControlSocket(dataDir: string, database: Database): Server | undefined {
  const file = controlSocket(dataDir);
  // Unix socket paths are limited to about 107 bytes.
  if (Buffer.byteLength(file) > 100) {
    log.warn(
      "the data folder's path is too long for the staff command's socket; run it while the server is stopped",
    );
    return undefined;
  }
  // The folder is private before the socket exists in it, so nobody else can ever connect.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700);
  // A socket left by a killed server: the lock on the data folder says this process owns it now.
  rmSync(file, { force: true });
  const server = createServer((connection) => {
    let input = "";
    connection.setEncoding("utf8");
    connection.on("data", (chunk: string) => {
      input += chunk;
      if (input.length > 10_000) connection.destroy();
      if (!input.includes("\n")) return;
      let result: Promise<CommandResult>;
      try {
        result = run(input.slice(0, input.indexOf("\n")), dataDir, database);
      } catch {
        result = Promise.resolve({ code: 2, output: "The server did not understand the command." });
      }
      result
        .catch((error: unknown) => {
          log.error({ reason: describeError(error) }, "command from the control socket failed");
          return { code: 1, output: "The command failed; the server's log says why." };
        })
        .then((answer) => connection.end(`${JSON.stringify(answer)}\n`));
    });
    connection.on("error", () => {});
  });
  server.on("error", (error) => log.error({ reason: describeError(error) }, "staff command socket failed"));
  server.listen(file);
  server.unref();
  return server;
}

/** Sends a request to the server that holds the data folder, and returns its answer. */
function askServer(dataDir: string, request: ControlRequest): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocket(dataDir));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
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

/**
 * Opens the database and runs `command` on it, as the scripts do. The embedded database's folder never has two
 * writers: while a server holds it, that server is sent `request` and runs the same command itself.
 */
export async function runOnDatabase(
  options: DatabaseOptions,
  request: ControlRequest,
  command: (database: Database) => Promise<CommandResult>,
): Promise<CommandResult> {
  let database: Database;
  try {
    database = await openDatabase(options);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !("dataDir" in options)) throw error;
    return askServer(options.dataDir, request).catch((reason: Error) => ({
      code: 1,
      output: `A server holds the data folder ${options.dataDir}, and it could not be asked to run this (${reason.message}). Stop it, or try again once it has started.`,
    }));
  }
  try {
    return await command(database);
  } finally {
    await database.close();
  }
}
