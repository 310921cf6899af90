import type { Metadata } from "next";
import type { ReactNode } from "react";
import { brand } from "@/content/site";

// The office is rendered for each request, for the person signed in, and never cached or indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: `Office | ${brand.name}`, template: `%s | Office | ${brand.name}` },
  description: `The ${brand.name} staff office.`,
  robots: { index: false, follow: false },
};

export default function OfficeLayout({ children }: { children: ReactNode }) {
  return children;
}
