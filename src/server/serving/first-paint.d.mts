export const LOADER_ID: string;
export function scriptsAfterPaint(html: string): string;
export function withoutStyleCopies(html: string): string;
export function forFirstPaint(html: string): string;
export function pageScripts(html: string): string[];
export function rewriteForFirstPaint(distDir: string, files: readonly string[]): number;
export function scriptSafe(json: string): string;
export function linkedStylesheets(html: string): string;
