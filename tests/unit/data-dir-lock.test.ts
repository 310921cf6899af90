import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, makeDir, processStart } from "@/server/db/lock";

// A process that is alive but is not a server of ours: its id stands in for a reused one.
const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
afterAll(() => {
  other.kill();
});

const folder = () => mkdtempSync(path.join(tmpdir(), "lock-test-"));

describe("the data folder lock", () => {
  it("records the process id and its start time", () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(
      `${process.pid} ${processStart(process.pid)}`,
    );
    release();
  });

  it("refuses while the process that holds it runs", () => {
    const dir = folder();
    writeFileSync(path.join(dir, "server.lock"), `${other.pid} ${processStart(other.pid!)}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("is not fooled when the process id has been reused by another process", () => {
    const dir = folder();
    writeFileSync(path.join(dir, "server.lock"), `${other.pid} 1`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toContain(String(process.pid));
    release();
  });

  it("takes over a lock whose process has gone", () => {
    const dir = folder();
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    lockDataDir(dir)();
  });
});

describe("makeDir", () => {
  it("creates missing parents", () => {
    const dir = path.join(folder(), "a", "b", "c");
    makeDir(dir);
    makeDir(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it("throws, naming the folder, where a folder cannot be made (Node's recursive mkdir loops forever there)", () => {
    expect(() => makeDir("/proc/no-such-process/data")).toThrow(
      /\/proc\/no-such-process\/data cannot be created/,
    );
  });
});
