import { rmSync } from "node:fs";
import { connect, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { CONTROL_LINE_MS, controlSocket, startControlSocket } from "@/server/office/control";
import { runStaffCommand } from "@/server/office/staff-command";
import { emptyTables, rows } from "../support/databases";
import { dataDirWithDatabase } from "../support/pglite-template";

/**
 * The control socket through which `npm run staff` and `npm run backup` reach a server that holds the embedded
 * database: a real socket in a temporary data folder, served by startControlSocket over real PGlite, spoken to
 * with raw bytes as any local process could. One line, one command, one answer; nothing else is run.
 */
describe("the control socket of a server that holds the embedded database", () => {
  let dataDir: string;
  let database: Database;
  let server: Server;

  beforeAll(async () => {
    dataDir = await dataDirWithDatabase();
    database = await openDatabase({ dataDir });
    server = startControlSocket(dataDir, database)!;
    await new Promise<void>((resolve) =>
      server.listening ? resolve() : server.once("listening", () => resolve()),
    );
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => emptyTables(database));

  /**
   * A connection to the socket: `closed` resolves with everything the server wrote once the connection has
   * closed, `answered` with the server's first line as soon as it comes.
   */
  function open({ halfOpen = false } = {}): {
    socket: Socket;
    closed: Promise<string>;
    answered: Promise<string>;
  } {
    // Half open: the server's end of its answer leaves this side writing until it ends it itself.
    const socket = connect({ path: controlSocket(dataDir), allowHalfOpen: halfOpen });
    let text = "";
    socket.setEncoding("utf8");
    // Writing after the server closed fails (EPIPE); what it answered, and what it did, are what count here.
    socket.on("error", () => {});
    const answered = new Promise<string>((resolve) =>
      socket.on("data", (chunk: string) => {
        text += chunk;
        if (text.includes("\n")) resolve(text.slice(0, text.indexOf("\n")));
      }),
    );
    const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(text)));
    return { socket, closed, answered };
  }

  /** Sends one request as the scripts do and returns the server's answer. */
  async function ask(request: unknown): Promise<{ code: number; output: string }> {
    const { socket, answered } = open();
    socket.write(`${JSON.stringify(request)}\n`);
    return JSON.parse(await answered) as { code: number; output: string };
  }

  /** The server's side of the next connection, and a promise that it has closed. */
  const nextOnServer = () =>
    new Promise<{ connection: Socket; closed: Promise<void> }>((resolve) =>
      server.once("connection", (connection) =>
        resolve({ connection, closed: new Promise((done) => connection.once("close", () => done())) }),
      ),
    );
  /** Writes `chunk` and waits until the server has read it, so that each chunk reaches it on its own. */
  const deliver = (socket: Socket, connection: Socket, chunk: string) =>
    new Promise<void>((resolve) => {
      connection.once("data", () => resolve());
      socket.write(chunk);
    });

  const roleLines = () =>
    rows<{ detail: { from: string; to: string } }>(
      database.db,
      sql`SELECT detail FROM audit_log WHERE action = 'staff.role' ORDER BY id`,
    );

  it("answers a request line with the command's output", async () => {
    expect(await ask({ args: ["list"] })).toEqual({ code: 0, output: "Nobody is on the staff yet." });
  });

  it("refuses a line over its length limit without running it, and says so", async () => {
    const { socket, closed } = open();
    const padding = "p".repeat(20_000);
    socket.write(`${JSON.stringify({ args: ["add", "x@firm.example", "--role", "owner", padding] })}\n`);
    const answer = await closed;
    // A command asked afterwards runs after anything the long line had started (the database runs one at a time).
    expect(await ask({ args: ["list"] })).toEqual({ code: 0, output: "Nobody is on the staff yet." });
    expect(JSON.parse(answer)).toMatchObject({ code: 2, output: expect.stringMatching(/too long/) });
  });

  it("runs the first line once and ignores whatever follows it on the connection", async () => {
    await runStaffCommand(database.db, ["add", "boss@firm.example", "--role", "owner"]);
    await runStaffCommand(database.db, ["add", "x@firm.example", "--role", "staff"]);
    const onServer = nextOnServer();
    const { socket, answered } = open({ halfOpen: true });
    const { connection, closed } = await onServer;
    await deliver(
      socket,
      connection,
      `${JSON.stringify({ args: ["role", "x@firm.example", "--role", "owner"] })}\n`,
    );
    expect(JSON.parse(await answered)).toEqual({ code: 0, output: "x@firm.example is now owner." });
    // Two more chunks once the first line has been run: a second request, and a stray half line.
    await deliver(socket, connection, `${JSON.stringify({ args: ["remove", "x@firm.example"] })}\n`);
    await deliver(socket, connection, '{"args":["li');
    socket.end();
    await closed;
    // The server has read both chunks; a request made now runs after anything they started.
    expect(await ask({ args: ["role", "x@firm.example", "--role", "staff"] })).toMatchObject({ code: 0 });
    expect((await roleLines()).map((line) => line.detail)).toEqual([
      { from: "staff", to: "owner" },
      { from: "owner", to: "staff" },
    ]);
  });

  it.each([
    ["sends nothing", ""],
    ["sends half a line and never its end", '{"args":["list"]'],
  ])(
    "answers and closes a connection that %s",
    async (_, sent) => {
      const { socket, closed } = open();
      if (sent) socket.write(sent);
      const answer = await closed;
      expect(JSON.parse(answer)).toMatchObject({ code: 2, output: expect.stringMatching(/in time/) });
    },
    // Time for the limit, and as much again on a loaded machine; the code before the fix never closed it.
    CONTROL_LINE_MS * 2,
  );
});
