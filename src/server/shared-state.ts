import type { Logger } from "pino";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Retry } from "./forms/retry";
import type { Health } from "./health";
import type { Runtime } from "./runtime";
import type { FormPostHandler, RefusedFormPage } from "./serving/form-posts";
import type { ReadRecorder } from "./stats/recorder";

/**
 * What the production server (scripts/server.ts) and the app share within one process. The server's bundle and
 * Next.js's bundles each load their own copy of the modules below, and Next.js may load one module more than once
 * (instrumentation, routes, the proxy), so module-level variables are not shared: this one object is, kept on
 * globalThis under one key. Each slot is named and typed here, and written by one module (named with it).
 * Nothing else in src or scripts touches globalThis (decision record 035).
 */
export interface SharedState {
  /** The settings, parsed from the environment once (config.ts). */
  config?: Config;
  /** Resolves once the app's services have started (instrumentation.ts); the server waits for it. */
  started?: Promise<void>;
  /** Stops the app's services (runtime.ts); the server calls it on SIGTERM and SIGINT. */
  shutdown?: () => Promise<void>;
  /** Where the server can reach itself, such as http://127.0.0.1:3000 (scripts/server.ts; forms/retry.ts). */
  selfOrigin?: string;
  /** The form route's handler, for the server's form fast path (registered by the route file). */
  formHandler?: FormPostHandler;
  /** The form page for a post without JavaScript from a network over its limit (registered with it). */
  refusedFormPage?: RefusedFormPage;
  /** The secret that proves the client-address header was set by our server (security/client-address.ts). */
  clientAddressSecret?: string;
  /** The privacy key, read or made once (security/keys.ts). */
  privacyKey?: Buffer;
  /** The day's key for daily hashes, and its day (security/keys.ts). */
  dayKey?: { day: string; key: Buffer };
  /** Networks the form handler refused for the rate limit, and when each window ends (forms/post-rules.ts). */
  refusedClients?: Map<string, number>;
  /** The process's database, opened on first use (db/client.ts). */
  database?: Promise<Database>;
  /** The outbox worker and the timers of a running server (runtime.ts). */
  runtime?: Runtime;
  /** The health checker of GET /api/health (health.ts). */
  health?: () => Promise<Health>;
  /** The process's logger (log.ts). */
  log?: Logger;
  /** The page reads waiting to be written (stats/recorder.ts; started with the services, runtime.ts). */
  reads?: ReadRecorder;
  /** The values of the retry pages being rendered, by key (forms/retry.ts). */
  retries?: Map<string, Retry>;
}

const KEY = Symbol.for("brightwell.shared");

/** This process's shared state: the same object for every copy of this module. */
export const shared: SharedState = ((globalThis as { [KEY]?: SharedState })[KEY] ??= {});
