import { X } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { cn } from "@/lib/cn";

/** A round button with a cross that closes or hides what it sits in; `label` is its name ("Close menu"). */
export function CloseButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-900/5",
        className,
      )}
    >
      <LineIcon icon={X} className="size-5" />
    </button>
  );
}
