export interface LayoutFinding {
  kind: string;
  detail: string;
}
export function layoutChecks(options: { menuOpen: boolean }): LayoutFinding[];
