import "server-only";
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import path from "node:path";
import type { Database } from "../db/client";
import { describeError, log } from "../log";
import { runStaffCommand, type CommandResult } from "./staff-command";

/**
 * The embedded database has one owner process: while a server holds the data folder, `npm run staff` cannot
 * open it and asks the server to run the command instead, over a Unix socket in the data folder that only the
 * server's own user may reach (its folder has mode 0700). One JSON line in (`{"args": [...]}`), one JSON line out.
 */
export const controlSocket = (dataDir: string) => path.resolve(dataDir, "control", "staff.sock");

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
        const { args } = JSON.parse(input.slice(0, input.indexOf("\n"))) as { args: unknown };
        if (!Array.isArray(args) || !args.every((arg) => typeof arg === "string")) throw new Error("no args");
        result = runStaffCommand(database.db, args);
      } catch {
        result = Promise.resolve({ code: 2, output: "The server did not understand the command." });
      }
      result
        .catch((error: unknown) => {
          log.error({ reason: describeError(error) }, "staff command failed");
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
