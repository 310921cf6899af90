import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { formNames, messageCopy as words, officeTime, statusNames } from "@/content/office";
import type { TimelineEntry } from "@/types/office";
import { VisitorText } from "./visitor-text";

const statusName = (status: string) => statusNames[status as keyof typeof statusNames] ?? status;

/** What one entry says on its first line. */
function headline(entry: TimelineEntry): string {
  switch (entry.kind) {
    case "message":
      return entry.current
        ? words.entries.thisMessage
        : words.entries.message(formNames[entry.form] ?? entry.form, entry.name);
    case "note":
      return words.entries.note(entry.author);
    case "reply":
      return words.entries.reply(entry.author);
    case "status":
      return words.entries.status(entry.author, statusName(entry.from), statusName(entry.to));
    case "owner":
      return words.entries.owner(entry.author, entry.owner);
  }
}

/**
 * A lead's timeline: its messages and those of the same person or company, and what the firm did on each (notes,
 * replies, status and owner), newest first, as one ordered list. Another message's entries link to it.
 */
export function LeadTimeline({ entries, current }: { entries: readonly TimelineEntry[]; current: string }) {
  return (
    <ol aria-label={words.timelineName} className="grid gap-3 border-l-2 border-line pl-5">
      {entries.map((entry, index) => {
        const other = entry.kind === "message" ? !entry.current : entry.messageId !== current;
        const target = entry.kind === "message" ? entry.id : entry.messageId;
        return (
          <li
            key={`${entry.kind}-${index}`}
            className={cn(
              "rounded-xl border bg-surface p-4",
              entry.kind === "message" ? "border-line-strong" : "border-line",
            )}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
              <span className="font-semibold text-ink-900">
                <VisitorText value={headline(entry)} />
              </span>
              <span>{officeTime(entry.at)}</span>
              {entry.kind === "message" && entry.merged ? <Badge>{words.entries.merged}</Badge> : null}
              {other ? (
                <Link
                  href={`/office/messages/${target}`}
                  aria-label={`${words.openMerged}: ${headline(entry)}, ${officeTime(entry.at)}`}
                  className="underline underline-offset-4"
                >
                  {words.openMerged}
                </Link>
              ) : null}
            </p>
            {entry.kind === "message" && !entry.current ? (
              <p className="mt-2 line-clamp-3 break-words text-ink-950">
                <VisitorText value={entry.text} />
              </p>
            ) : null}
            {entry.kind === "reply" ? (
              <p className="mt-1 font-semibold text-ink-950">{entry.subject}</p>
            ) : null}
            {entry.kind === "note" || entry.kind === "reply" ? (
              <p className="mt-2 break-words whitespace-pre-line text-ink-950">{entry.body}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
