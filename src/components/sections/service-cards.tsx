import { ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { ServiceSummary } from "@/types/sections";
import { Card, CardLink } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";
import { phoneRow } from "@/lib/card-grid";
import { cn } from "@/lib/cn";

/**
 * A grid of service cards; each whole card is one link to the service's page. On a phone they are a sideways row
 * (named `label`, and focusable so a keyboard scrolls it), so six cards do not make a page of their own.
 */
export function ServiceCards({
  locale,
  services,
  label,
}: {
  locale: Locale;
  services: readonly ServiceSummary[];
  label: string;
}) {
  const words = sectionWordsIn(locale);
  return (
    <ul
      tabIndex={0}
      aria-label={label}
      className={cn("grid gap-5 sm:grid-cols-2 lg:grid-cols-3", phoneRow.list)}
    >
      {services.map((service) => (
        <li key={service.href} className={cn("flex min-w-0", phoneRow.item)}>
          <Card interactive className="group flex w-full flex-col p-7">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-900">
              <Icon name={service.icon} className="size-6" />
            </span>
            <h3 className="mt-6 text-xl font-semibold text-ink-950">
              <CardLink href={service.href}>{service.title}</CardLink>
            </h3>
            <p className="mt-3 leading-relaxed text-ink-600">{service.description}</p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={words.includes(service.title)}>
              {service.highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="rounded-full bg-ink-900/5 px-3 py-1 text-xs font-medium text-ink-700"
                >
                  {highlight}
                </li>
              ))}
            </ul>
            <span
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-2 pt-7 text-sm font-semibold text-ink-950"
            >
              {words.learnMore}
              <LineIcon icon={ArrowRight} className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
