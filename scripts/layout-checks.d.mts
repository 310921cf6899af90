import type { Page } from "@playwright/test";

export interface LayoutFinding {
  kind: string;
  detail: string;
}
export function layOutWholePage(page: Page): Promise<void>;
export function settle(page: Page): Promise<void>;
export function layoutChecks(options: { menuOpen: boolean }): LayoutFinding[];
