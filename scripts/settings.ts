// The settings of a process started from the command line (scripts/start.ts, scripts/server.ts).
// A CommonJS bundle whose exports Node cannot name from an ES module: taken from its default export.
import nextEnv from "@next/env";
import { config, type Config } from "../src/server/config";

/**
 * Loads the project's .env files as Next.js would (it loads them only once it starts, and the settings are
 * needed before), then parses the settings once for this process (server/config.ts). A bad value stops the
 * process with a message that names the variable.
 */
export function settingsAtStart(root: string): Config {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  try {
    return config();
  } catch (error) {
    console.error(`The server cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
