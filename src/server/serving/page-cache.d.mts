import type { IncomingMessage, ServerResponse } from "node:http";

export function prerenderedRoutes(distDir: string): Set<string>;
export function createPageCache(options: { routes: ReadonlySet<string>; maxBytes?: number }): {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  capture(request: IncomingMessage, response: ServerResponse): void;
  size(): number;
};
