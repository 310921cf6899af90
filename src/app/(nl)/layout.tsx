import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/site-frame";

/** The Dutch edition, under /nl: the public frame in Dutch. */
export default function DutchLayout({ children }: { children: ReactNode }) {
  return <SiteFrame locale="nl">{children}</SiteFrame>;
}
