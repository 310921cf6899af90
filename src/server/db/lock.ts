import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * One server per data folder. PGlite does not stop a second process from opening the same files, and two writers
 * corrupt them, so the first server writes its process id into a lock file and the others refuse to start.
 * A lock left by a process that no longer runs (killed, crashed) is taken over.
 */
export class DataDirLockedError extends Error {}

function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(file, "utf8").trim());
      } catch {
        continue; // Removed between our two calls: try again.
      }
      if (running(owner)) {
        throw new DataDirLockedError(
          `The data folder ${path.resolve(dir)} is in use by another server (process ${owner}). ` +
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
