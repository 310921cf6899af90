import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Action } from "@/types/sections";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * A row of calls to action; the primary one carries an arrow. On phones they stack, each the full width, so
 * none wraps alone onto a line of its own.
 */
export function ActionButtons({ actions, className }: { actions: readonly Action[]; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center", className)}>
      {actions.map((action) => {
        const variant = action.variant ?? "primary";
        return (
          <Link
            key={action.href + action.label}
            href={action.href}
            className={buttonVariants({ size: "lg", variant })}
          >
            {action.label}
            {variant === "primary" ? <LineIcon icon={ArrowRight} /> : null}
          </Link>
        );
      })}
    </div>
  );
}

/** A quiet text link with an arrow, for "see all" style actions. */
export function ArrowLink({
  href,
  children,
  className,
}: {
  href: string;
  children: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        "group/arrow inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline",
        className,
      )}
    >
      {children}
      <LineIcon icon={ArrowRight} className="size-4 transition-transform group-hover/arrow:translate-x-0.5" />
    </Link>
  );
}
