import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The raised white card a message form sits on. */
export function FormCard({ children }: { children: ReactNode }) {
  return <Card className="p-6 shadow-xl shadow-ink-900/5 sm:p-10">{children}</Card>;
}
