import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import PostalMime, { type Email } from "postal-mime";
import { dataDirWithDatabase } from "./pglite-template";
import { freePort } from "./smtp";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

/** The operator token scripts/e2e.mjs gives the shared server; extra servers get the same. */
export const ADMIN_TOKEN = process.env.ADMIN_TOKEN!;

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts another production server (dist/scripts/server.mjs, compiled by npm run test:e2e) on the e2e build, on a
 * free port, with its own settings. Resolves when it answers /api/health, or when it exits (check `exited`).
 * Without a data folder it gets a new one whose database has been through initdb (pglite-template.ts).
 */
export async function startServer(
  env: Record<string, string> = {},
  given?: string,
  { host = "127.0.0.1" }: { host?: "127.0.0.1" | "localhost" } = {},
): Promise<RunningServer> {
  const dataDir = given ?? (await dataDirWithDatabase());
  const port = await freePort();
  // The server listens on 127.0.0.1 either way; `localhost` is the name a passkey needs (WebAuthn refuses an IP
  // address as the site's name).
  const url = `http://${host}:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, "dist", "scripts", "server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...process.env,
        NEXT_DIST_DIR: ".next-e2e",
        SITE_URL: url,
        DATA_DIR: dataDir,
        ADMIN_TOKEN,
        LOG_LEVEL: "info",
        RATE_LIMIT_MAX: "100000",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));

  const server: RunningServer = {
    url,
    dataDir,
    process: child,
    output: () => output,
    exited,
    async stop() {
      if (!ended) child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      if (!ended) child.kill("SIGKILL");
      await exited;
    },
  };
  const answers = async () => {
    try {
      const response = await fetch(`${url}/api/health`);
      return response.status === 200 || response.status === 503;
    } catch {
      return false; // Not listening yet.
    }
  };
  try {
    await expect.poll(async () => ended || (await answers()), { timeout: 60_000 }).toBe(true);
  } catch {
    await server.kill();
    throw new Error(`The server did not start within 60 s:\n${output}`);
  }
  return server;
}

export interface DroppedMail {
  file: string;
  parsed: Email;
}

/** The mails a server without SMTP wrote into DATA_DIR/mail, oldest first. */
export async function droppedMails(dataDir: string): Promise<DroppedMail[]> {
  const folder = path.join(dataDir, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(folder)
      .filter((name) => name.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => ({
      file,
      parsed: await PostalMime.parse(readFileSync(path.join(folder, file), "utf8")),
    })),
  );
}

/** Polls (expect.poll) until `check` returns a value that is not undefined, and returns it; fails after `timeout`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeout = 15_000,
  what = "condition",
): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(async () => (value = await check()) !== undefined, { timeout, message: `waiting for ${what}` })
    .toBe(true);
  return value!;
}
