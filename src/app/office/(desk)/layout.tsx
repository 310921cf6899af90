import type { ReactNode } from "react";
import { OfficeFrame } from "@/components/office/office-frame";
import { officePage } from "@/server/office/guard";

/** The signed-in office: its frame shows the person's sections. Each page checks the session for itself too. */
export default async function DeskLayout({ children }: { children: ReactNode }) {
  const person = await officePage();
  return <OfficeFrame person={person}>{children}</OfficeFrame>;
}
