import { mailProblem } from "@/content/office";

/** Why a mail has not gone out: the reason in plain words, and the mail library's own text under it, small. */
export function MailProblem({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <span className="grid max-w-xs gap-1">
      <span>{mailProblem(error)}</span>
      <span className="text-xs break-words text-ink-600">{error}</span>
    </span>
  );
}
