// Shared by the benchmarks: a free port, a production build of our own, and our server started on it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { freePort } from "../scripts/free-port.mjs";

export { freePort };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = ".next-bench";

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Builds into .next-bench once (BENCH_REBUILD=1 forces a new build). */
export function ensureBuild() {
  if (existsSync(path.join(root, distDir, "BUILD_ID")) && !process.env.BENCH_REBUILD) return;
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir };
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts scripts/server.mjs on the bench build with its own data folder; resolves when /api/health answers. */
export async function startServer(env = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [path.join(root, "scripts/server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: distDir,
        SITE_URL: origin,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-bench-")),
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "error",
        RATE_LIMIT_MAX: "100000000",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  process.on("exit", () => server.kill("SIGKILL"));
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        server.once("exit", resolve);
        server.kill("SIGTERM");
      }),
  };
}
