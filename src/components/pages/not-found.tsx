import { ArrowLeft, ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardLink } from "@/components/ui/card";
import { LogMissingPath } from "@/components/layout/log-missing-path";
import { frameOf } from "@/content/editions";
import { routesIn } from "@/content/routes";
import type { page as englishPage } from "@/content/not-found";
import type { Locale } from "@/types/facts";

/** The 404 page of an edition: where to start again, and the four sections of the header. */
export function NotFoundView({ page, locale }: { page: typeof englishPage; locale: Locale }) {
  return (
    <section className="mx-auto max-w-7xl px-5 py-20 sm:py-28 lg:px-8">
      <LogMissingPath />
      <p className="eyebrow text-accent-800">{page.eyebrow}</p>
      <h1 className="mt-4 text-display-xl font-semibold text-ink-950">{page.title}</h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-600">{page.lead}</p>
      <Link href={routesIn[locale].home} className={buttonVariants({ size: "lg", className: "mt-9" })}>
        <LineIcon icon={ArrowLeft} />
        {page.homeAction}
      </Link>
      <h2 className="mt-16 border-t border-line pt-10 font-sans text-sm font-semibold tracking-widest text-ink-600 uppercase">
        {page.sectionsTitle}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {frameOf(locale).navGroups.map((group) => (
          <li key={group.id} className="flex">
            <Card interactive className="flex w-full flex-col p-6">
              <h3 className="font-display text-xl font-semibold text-ink-950">
                <CardLink href={group.href}>{group.label}</CardLink>
              </h3>
              <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{group.summary}</p>
              <LineIcon icon={ArrowRight} className="mt-auto size-5 self-end pt-1 text-accent-700" />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
