export const CSP_MANIFEST: string;

export interface CspManifest {
  buildId: string;
  /** What the hashes were taken of (the pages as the server serves them). */
  pages: string;
  /** Each prerendered route's inline-script sources ('sha256-…'). */
  routes: Record<string, string[]>;
}

export function inlineScriptHashes(html: string): string[];
export function createCspManifest(distDir: string): CspManifest;
export function buildIdOf(distDir: string): string | undefined;
export function readCspManifest(distDir: string): CspManifest | undefined;
export function prerenderedPages(distDir: string): { route: string; file: string }[];
export function ensureCspManifest(distDir: string, options?: { pagesChanged?: boolean }): "fresh" | "written";
export function contentSecurityPolicy(options: { scripts?: readonly string[]; https?: boolean }): string;
export function pagePolicy(options: {
  manifest: CspManifest | undefined;
  route: string;
  nonce: string;
  https: boolean;
}): { policy: string; nonce?: string; stale?: true };
