/**
 * What the production server (scripts/server.ts) and the app share within one process. The server's bundle and
 * Next.js's bundles each load their own copy of the modules below, and Next.js may load one module more than once
 * (instrumentation, routes, the proxy), so module-level variables are not shared: this one object is, kept on
 * globalThis under one key. Nothing else in src or scripts touches globalThis (decision record 035).
 *
 * This module imports nothing. Each slot is declared, named and typed, by the one module that writes it, which
 * adds it to this interface:
 *
 *     declare module "../shared-state" {
 *       interface SharedState {
 *         /** The settings, parsed from the environment once. *\/
 *         config?: Config;
 *       }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules that own each slot
export interface SharedState {}

const KEY = Symbol.for("brightwell.shared");

/** This process's shared state: the same object for every copy of this module. */
export const shared: SharedState = ((globalThis as { [KEY]?: SharedState })[KEY] ??= {});
