import { ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { ReportTeaser } from "@/types/sections";
import { Badge } from "@/components/ui/badge";
import { CardLink } from "@/components/ui/card";
import { InsightCover } from "@/components/art/insight-cover";

/** A single highlighted report, as one card that links to it; it overlaps the band above it. */
export function FeaturedReport({
  id,
  eyebrow,
  title,
  description,
  meta,
  action,
  cover,
}: ReportTeaser & { id?: string }) {
  return (
    <div id={id} className="relative z-10 mx-auto -mt-10 max-w-7xl scroll-mt-24 px-5 sm:-mt-12 lg:px-8">
      <article className="group relative grid gap-6 overflow-hidden rounded-2xl border border-line bg-surface p-7 shadow-xl shadow-ink-900/10 transition duration-200 focus-within:border-ink-900/30 hover:-translate-y-0.5 hover:shadow-2xl sm:p-9 md:grid-cols-[auto_1fr_auto] md:items-center md:gap-10">
        <InsightCover
          inline
          cover={cover}
          className="-mx-7 -mt-7 block h-auto w-[calc(100%+3.5rem)] max-w-none sm:-mx-9 sm:-mt-9 sm:w-[calc(100%+4.5rem)] md:m-0 md:w-64 md:rounded-xl lg:w-80"
        />
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="accent">{eyebrow}</Badge>
            {meta.map((item) => (
              <span
                key={item}
                className="text-sm text-ink-600 not-last:after:ml-2 not-last:after:content-['·']"
              >
                {item}
              </span>
            ))}
          </div>
          <h2 className="mt-3 text-display-md font-semibold text-ink-950">
            <CardLink href={action.href}>{title}</CardLink>
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-ink-600">{description}</p>
        </div>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-2 self-start text-sm font-semibold text-ink-950 md:self-center"
        >
          {action.label}
          <LineIcon icon={ArrowRight} className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </article>
    </div>
  );
}
