import { CircleAlert, CircleCheck } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { cn } from "@/lib/cn";

/**
 * The outcome of a post made without JavaScript: the server answers with the form's page and a fragment,
 * #{anchor}-sent or #{anchor}-error (in the words of the form's language), and CSS :target shows the matching
 * panel. Hidden otherwise.
 */
export function FormOutcome({
  anchor,
  outcomes,
  success,
  failure,
  lang,
  meaning,
}: {
  anchor: string;
  /** The ends of the two panels' anchors, in the form's language. */
  outcomes: { sent: string; error: string };
  success: string;
  failure: string;
  /** The messages' language, when it is not the page's. */
  lang?: string;
  /** Their meaning in the page's language, beside them in smaller type. */
  meaning?: { success: string; failure: string };
}) {
  const panels = [
    {
      id: `${anchor}-${outcomes.sent}`,
      role: "status",
      text: success,
      gloss: meaning?.success,
      Icon: CircleCheck,
      tone: "success",
      icon: "text-success-600",
    },
    {
      id: `${anchor}-${outcomes.error}`,
      role: "alert",
      text: failure,
      gloss: meaning?.failure,
      Icon: CircleAlert,
      tone: "danger",
      icon: "text-danger-600",
    },
  ] as const;
  const tones = {
    success:
      "border-success-600/30 bg-success-50 on-dark:border-success-300/40 on-dark:bg-success-300/10 on-dark:text-white",
    danger:
      "border-danger-600/30 bg-danger-50 on-dark:border-danger-300/40 on-dark:bg-danger-300/10 on-dark:text-white",
  };
  return panels.map(({ id, role, text, gloss, Icon, tone, icon }) => (
    <p
      key={id}
      id={id}
      role={role}
      className={cn(
        "hidden scroll-mt-28 items-start gap-3 rounded-xl border px-4 py-3 text-[0.9375rem] text-ink-950 target:flex",
        tones[tone],
      )}
    >
      <LineIcon icon={Icon} className={cn("mt-0.5 size-5 shrink-0", icon)} />
      <span>
        <span lang={lang}>{text}</span>
        {gloss ? (
          <span className="mt-0.5 block text-sm text-ink-600 on-dark:text-ink-300">{gloss}</span>
        ) : null}
      </span>
    </p>
  ));
}
