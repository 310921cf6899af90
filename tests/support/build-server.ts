import { execFileSync } from "node:child_process";

/** Vitest's global setup: compiles what Node runs itself (the database thread among it): `npm run build:server`. */
export default function buildServer(): void {
  execFileSync("npm", ["run", "--silent", "build:server"], { stdio: "inherit" });
}
