import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The raised white card a message form sits on. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Card raised className="p-6 sm:p-10">
      {children}
    </Card>
  );
}
