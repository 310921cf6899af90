import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { formatNumber } from "@/content/format";

/** One figure with its label, and where to go from it. */
export function Figure({ label, value, href }: { label: string; value: number | string; href?: string }) {
  const figure = typeof value === "number" ? formatNumber(value, "en") : value;
  return (
    <li className="rounded-xl border border-line bg-surface p-5">
      <p className="text-sm font-semibold text-ink-600">{label}</p>
      <p className="mt-2 font-display text-4xl font-semibold text-ink-950">
        {href ? (
          <Link href={href} className="underline-offset-4 hover:underline">
            {figure}
          </Link>
        ) : (
          figure
        )}
      </p>
    </li>
  );
}

/** A row of figures under a heading: four across on a wide screen, two on a tablet, one on a phone. */
export function Figures({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-10">
      <h2 className="mb-4 font-display text-xl font-semibold text-ink-950">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</ul>
    </section>
  );
}
