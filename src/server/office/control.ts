import "server-only";
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
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

/**
 * The longest request line, in bytes: a staff command is a few words and an address, a backup an absolute path
 * (at most 4,096 bytes on Linux); JSON-escaped, either stays far below this.
 */
export const CONTROL_LINE_BYTES = 10_000;

/**
 * How long a connection has to send its whole line, from when it connects. The scripts write their line (a few
 * hundred bytes at most) on connecting, over a local socket, so it is there within milliseconds; five seconds
 * leaves room for a machine under heavy load, while a stray or stuck client holds a connection no longer. The
 * same time is then left for a client that has its answer to close its end, before the server closes it.
 */
export const CONTROL_LINE_MS = 5_000;

const refusals = {
  tooLong: `The request is too long (over ${CONTROL_LINE_BYTES.toLocaleString("en")} bytes); it was not run.`,
  late: `The request did not arrive in time (${CONTROL_LINE_MS / 1_000} s); nothing was run.`,
  notUnderstood: "The server did not understand the command.",
  failed: "The command failed; the server's log says why.",
};

/**
 * One connection to the control socket: it reads one line, runs it once and answers once. A line over
 * CONTROL_LINE_BYTES, or one not complete within CONTROL_LINE_MS of connecting, is answered with a refusal and not
 * run. Whatever comes after the first line is read and dropped; the connection is closed once answered.
 */
function serveConnection(connection: Socket, dataDir: string, database: Database): void {
  let state: "reading" | "running" | "answered" = "reading";
  const received: Buffer[] = [];
  let size = 0;
  let timer = setTimeout(() => answer({ code: 2, output: refusals.late }), CONTROL_LINE_MS);

  function answer(result: CommandResult): void {
    if (state === "answered") return;
    state = "answered";
    received.length = 0;
    clearTimeout(timer);
    connection.end(`${JSON.stringify(result)}\n`);
    // A client that neither reads its answer nor closes its end is cut off.
    if (!connection.destroyed) timer = setTimeout(() => connection.destroy(), CONTROL_LINE_MS);
  }

  function runLine(line: string): void {
    state = "running";
    clearTimeout(timer);
    let result: Promise<CommandResult>;
    try {
      result = run(line, dataDir, database);
    } catch {
      result = Promise.resolve({ code: 2, output: refusals.notUnderstood });
    }
    result
      .catch((error: unknown) => {
        log.error({ reason: describeError(error) }, "command from the control socket failed");
        return { code: 1, output: refusals.failed };
      })
      .then(answer);
  }

  connection.on("data", (chunk: Buffer) => {
    // After the first line, the rest is still read, so that the client is never held up writing, and dropped.
    if (state !== "reading") return;
    const end = chunk.indexOf(0x0a);
    if (size + (end === -1 ? chunk.length : end) > CONTROL_LINE_BYTES)
      return answer({ code: 2, output: refusals.tooLong });
    received.push(end === -1 ? chunk : chunk.subarray(0, end));
    size += end === -1 ? chunk.length : end;
    if (end !== -1) runLine(Buffer.concat(received).toString("utf8"));
  });
  connection.on("close", () => clearTimeout(timer));
  connection.on("error", () => {});
}

/**
 * Listens on the data folder's control socket for `npm run staff` and `npm run backup`, one request per
 * connection (serveConnection); none where the folder's path is too long for a socket.
 */
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
  const server = createServer((connection) => serveConnection(connection, dataDir, database));
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
