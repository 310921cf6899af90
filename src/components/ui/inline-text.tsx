import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass =
  "font-semibold text-ink-950 underline decoration-accent-500 decoration-2 underline-offset-4 hover:decoration-ink-950 on-dark:text-white";

/**
 * A line of content text whose links are written `[label](href)`, as in Markdown: paths of this site through
 * Next's Link, `mailto:` and `tel:` as plain links. (Whole documents are Markdown files, rendered by
 * content/insights/library; this is for the short texts of content modules.)
 */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith("/") ? (
        <Link key={match.index} href={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className={`${linkClass} break-words`}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
