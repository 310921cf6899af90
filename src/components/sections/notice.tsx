import type { ReactNode } from "react";

/** A short page of its own: one heading, a sentence, and what the visitor can do next. */
export function Notice({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="bg-paper">
      <div className="mx-auto max-w-3xl px-5 py-20 sm:py-28 lg:px-8">
        <h1 className="text-display-lg font-semibold text-ink-950">{title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-600">{lead}</p>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}
