import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * One server per data folder. PGlite does not stop a second process from opening the same files, and two writers
 * corrupt them, so the first server writes its process id into a lock file and the others refuse to start.
 * A lock left by a process that no longer runs (killed, crashed) is taken over.
 */
export class DataDirLockedError extends Error {}

/**
 * Creates a folder and its missing parents, one at a time. (Node 20's `mkdirSync(dir, { recursive: true })`
 * loops forever on some paths it cannot create, such as under /proc; one level at a time, it throws instead.)
 */
export function makeDir(dir: string): void {
  const missing: string[] = [];
  for (let current = path.resolve(dir); !existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw new Error(
        `The data folder ${path.resolve(dir)} cannot be created (${folder}: ${(error as NodeJS.ErrnoException).code ?? "error"}). Set DATA_DIR to a folder this server can write.`,
      );
    }
  }
}

/**
 * When a process started, in clock ticks since boot (Linux /proc), or null where that cannot be read. With the
 * process id it names a process for good: a later process given the same id has another start time.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime), counted after the command name in parentheses, which may itself hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the server that wrote a lock (`pid` or `pid start`) still runs: same id, and the same start time. */
function running(owner: string): boolean {
  const [idText = "", start] = owner.split(" ");
  const pid = Number(idText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // The id is taken; by the same process only if it started when the lock says (a reused id is not our server).
  const now = processStart(pid);
  return !start || now === null || now === start;
}

export function lockDataDir(dir: string): () => void {
  makeDir(dir);
  const file = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, [process.pid, processStart(process.pid)].filter(Boolean).join(" "));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (readFileSync(file, "utf8").trim().split(" ")[0] === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let owner = "";
      try {
        owner = readFileSync(file, "utf8").trim();
      } catch {
        continue; // Removed between our two calls: try again.
      }
      if (running(owner)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dir)} is in use by another server (process ${owner.split(" ")[0]}). ` +
            `Stop that server, or give this one its own DATA_DIR or a DATABASE_URL. ` +
            `If no server is running, delete ${path.resolve(file)}.`,
        );
      }
      try {
        unlinkSync(file); // Stale: its process is gone.
      } catch {
        // Someone else removed it first.
      }
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${path.resolve(dir)}.`);
}

/**
 * From now on this process creates files 0600 and folders 0700 (its umask; PGlite's thread shares it), and the data
 * folder itself is 0700: nothing in it is within another user's reach, before anything is written into it.
 */
export function privateFolder(dataDir: string): void {
  // Worker threads cannot change the process's umask; the main thread sets it for all of them.
  if (isMainThread) process.umask(0o077);
  makeDir(dataDir);
  chmodSync(dataDir, 0o700);
}

/**
 * The data folder holds leads, sign-in links in mail files and the database's own files: only the server's user may
 * read or write any of it: privateFolder, and what is already there made so too (files 0600, folders 0700): the
 * database files PGlite unpacks on a first start (0666), and an install from before this rule. Links are left alone
 * and not followed.
 */
export function keepDataPrivate(dataDir: string): void {
  privateFolder(dataDir);
  const walk = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(entry, 0o700);
      for (const name of readdirSync(entry)) walk(path.join(entry, name));
    } else if ((stat.mode & 0o077) !== 0) {
      chmodSync(entry, stat.mode & 0o700);
    }
  };
  try {
    walk(path.resolve(dataDir));
  } catch (error) {
    const { code, path: where } = error as NodeJS.ErrnoException;
    throw new Error(
      `The data folder cannot be made private (${where ?? dataDir}: ${code ?? "error"}). It must belong to the user the server runs as.`,
    );
  }
}
