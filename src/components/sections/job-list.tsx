import { Briefcase, CalendarDays, MapPin, Send } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Job } from "@/types/sections";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { CheckList } from "./check-list";
import { actionName } from "@/lib/links";
import { formatDate } from "@/content/format";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

import { jobPostingJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";

/**
 * Open roles, one card each: what the role is, where, since when, on what terms, what it asks, and how to
 * apply. Each card is also a JobPosting for job search engines, from the same facts.
 */
export function JobList({ locale, jobs }: { locale: Locale; jobs: readonly Job[] }) {
  const words = sectionWordsIn(locale);
  return (
    <>
      {jobs.map((job) => (
        <JsonLd key={job.id} data={jobPostingJsonLd(job, locale)} />
      ))}
      <ul className="grid gap-5 lg:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.id} id={job.id} className="flex min-w-0 scroll-mt-24">
            <Card className="flex w-full flex-col p-6 sm:p-8">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={job.employment === "full-time" ? "ink" : "accent"}>
                  {words.terms[job.employment]}
                </Badge>
              </div>
              <h3 className="mt-5 font-display text-2xl font-semibold text-ink-950">{job.title}</h3>
              <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
                <span className="inline-flex items-center gap-1.5">
                  <LineIcon icon={MapPin} className="size-4 text-accent-700" />
                  {job.location}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <LineIcon icon={Briefcase} className="size-4 text-accent-700" />
                  {job.department}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <LineIcon icon={CalendarDays} className="size-4 text-accent-700" />
                  <span>
                    {words.posted} <time dateTime={job.posted}>{formatDate(job.posted, locale)}</time>
                  </span>
                </span>
              </p>
              <p className="mt-4 leading-relaxed text-ink-700">{job.description}</p>
              <h4 className="mt-6 text-sm font-semibold tracking-widest text-ink-600 uppercase">
                {words.whatYouBring}
              </h4>
              <CheckList items={job.requirements} className="mt-3 text-[0.9375rem] text-ink-800" />
              <div className="mt-auto flex items-center gap-3 pt-8">
                <Avatar name={job.manager.name} size="sm" />
                <p className="min-w-0 text-sm leading-snug">
                  <span className="block text-ink-600">{words.worksFor}</span>
                  <a
                    href={job.manager.href}
                    className="font-semibold text-ink-950 underline-offset-4 hover:underline"
                  >
                    {job.manager.name}
                  </a>
                  <span className="text-ink-600">, {job.manager.role}</span>
                </p>
              </div>
              <div className="pt-6">
                <a
                  href={job.apply.href}
                  aria-label={actionName(job.apply.label, job.title)}
                  className={buttonVariants()}
                >
                  <LineIcon icon={Send} />
                  {job.apply.label}
                </a>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
