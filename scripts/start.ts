// `npm start`: builds the site when there is no production build yet, then serves it on PORT (default 3000).
// Compiled into dist/scripts/start.mjs with the server (decision record 034); npm runs it from the project.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { settingsAtStart } from "./settings";

const root = process.cwd();
// A bad setting stops here, before a build of several minutes.
const { distDir } = settingsAtStart(root);
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!existsSync(path.join(root, distDir, "BUILD_ID"))) {
  console.log("No production build found: running `next build` first.");
  const build = spawnSync(process.execPath, [next, "build"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [fileURLToPath(new URL("./server.mjs", import.meta.url))], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
