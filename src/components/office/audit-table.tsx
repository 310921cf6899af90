import { auditCopy, auditSentence, type NameOf } from "@/content/office";
import { Link } from "@/components/ui/link";
import { DataTable, Moment } from "./data-table";
import { VisitorText } from "./visitor-text";

/** One line of the audit log, as a page gets it. */
export interface AuditLine {
  id: number;
  at: Date;
  who: string;
  action: string;
  target: string | null;
  detail: Record<string, string | number | boolean | null>;
}

/** The names a page of lines needs: people by address, and what each line was on (server/office/audit.ts). */
export interface AuditLineNames {
  nameOf: NameOf;
  targets: Map<string, { text: string; href?: string }>;
}

/** What a line's sentence says it was on: a link to it, or its name where it is gone. */
function TargetOf({ line, names }: { line: AuditLine; names: AuditLineNames }) {
  const target = line.target ? names.targets.get(line.target) : undefined;
  if (!target)
    return (
      <>
        {line.action.startsWith("campaign.")
          ? auditCopy.removedCampaign
          : line.action.startsWith("subscriber.")
            ? auditCopy.removedReader
            : auditCopy.erasedMessage}
      </>
    );
  // A message's name is the visitor's own text: shown for what it is, invisible characters included.
  const text = <VisitorText value={target.text} />;
  return target.href ? (
    <Link href={target.href} className="font-medium text-ink-950 underline underline-offset-4">
      {text}
    </Link>
  ) : (
    text
  );
}

/** A line as a sentence: "moved Anna de Vries, De Vries Holding from New to Answered", its target a link. */
function Sentence({ line, names }: { line: AuditLine; names: AuditLineNames }) {
  const [before, after] = auditSentence(line.action, line.detail, names.nameOf).split("{target}");
  return (
    <span className="block max-w-2xl">
      {before}
      {after === undefined ? null : (
        <>
          <TargetOf line={line} names={names} />
          {after}
        </>
      )}
    </span>
  );
}

/** Lines of the audit log: when, who, and what they did in a sentence. */
export function AuditTable({
  caption,
  lines,
  names,
  empty,
}: {
  caption: string;
  lines: AuditLine[];
  names: AuditLineNames;
  empty: string;
}) {
  const { when, who, what } = auditCopy.columns;
  return (
    <DataTable
      caption={caption}
      columns={[when, who, what]}
      empty={empty}
      rows={lines.map((line) => ({
        key: String(line.id),
        cells: [
          <Moment key="when" at={line.at} />,
          <span key="who" className="break-words">
            {auditCopy.actors[line.who] ?? line.who}
          </span>,
          <Sentence key="what" line={line} names={names} />,
        ],
      }))}
    />
  );
}
