import type { Metadata } from "next";
import type { ReactNode } from "react";
import { officeMeta } from "@/content/office";

// The office is rendered for each request, for the person signed in, and never cached or indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  ...officeMeta,
  robots: { index: false, follow: false },
};

export default function OfficeLayout({ children }: { children: ReactNode }) {
  return children;
}
