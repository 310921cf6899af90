import type { Statement } from "@/types/sections";
import { cn } from "@/lib/cn";

/**
 * Statements set large, in the display serif: a mission and a vision side by side, or one quotation with who
 * said it (a blockquote with its caption). Works on light and dark bands.
 */
export function Statements({ statements }: { statements: readonly Statement[] }) {
  const single = statements.length === 1;
  return (
    <ul className={cn("grid gap-x-16 gap-y-14", single ? "max-w-4xl" : "lg:grid-cols-2")}>
      {statements.map((statement) => {
        const quote = statement.attribution;
        const text = (
          <p
            className={cn(
              "font-display font-medium text-ink-950 on-dark:text-white",
              single
                ? "text-display-md sm:text-[2.375rem] sm:leading-tight"
                : "text-xl sm:text-2xl lg:text-[1.75rem]",
            )}
          >
            {quote ? <span className="text-accent-700 on-dark:text-accent-300">“</span> : null}
            {statement.text}
            {quote ? <span className="text-accent-700 on-dark:text-accent-300">”</span> : null}
          </p>
        );
        return (
          <li
            key={statement.label}
            className="min-w-0 border-t border-line-strong pt-8 on-dark:border-white/20"
          >
            <p className="eyebrow text-accent-800 on-dark:text-accent-300">{statement.label}</p>
            {quote ? (
              <figure className="mt-5">
                <blockquote>{text}</blockquote>
                <figcaption className="mt-7 text-[0.9375rem]">
                  <span className="font-semibold text-ink-950 on-dark:text-white">{quote.name}</span>
                  <span className="text-ink-600 on-dark:text-ink-300">, {quote.role}</span>
                </figcaption>
              </figure>
            ) : (
              <div className="mt-5">{text}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
