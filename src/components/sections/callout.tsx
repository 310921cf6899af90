import { Link } from "@/components/ui/link";
import type { Callout as CalloutData } from "@/types/sections";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button";

/** A band of its own for one pressing need: an icon, a heading, a sentence and the one action that meets it. */
export function Callout({ title, lead, icon = "life-buoy", action }: CalloutData) {
  return (
    <section aria-labelledby="callout-title" className="bg-paper">
      <div className="mx-auto max-w-7xl px-5 pb-16 sm:pb-20 lg:px-8">
        <div className="band-dark grain flex flex-col gap-6 rounded-3xl bg-ink-900 p-7 text-white sm:p-10 md:flex-row md:items-center md:gap-10">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-400 text-ink-950">
            <Icon name={icon} className="size-7" />
          </span>
          <div className="grow">
            <h2 id="callout-title" className="text-2xl font-semibold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 max-w-2xl leading-relaxed text-ink-200">{lead}</p>
          </div>
          <Link
            href={action.href}
            // Beside the words on wide screens the action keeps to one line: a phone number must not break.
            className={buttonVariants({
              size: "lg",
              className: "self-start md:shrink-0 md:self-center md:whitespace-nowrap",
            })}
          >
            {action.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
