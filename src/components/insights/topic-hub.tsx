import type { TopicHub as Hub } from "@/types/sections";
import type { Locale } from "@/types/facts";
import { InsightCover } from "@/components/art/insight-cover";
import { ArrowLink } from "@/components/sections/action-buttons";
import { ArticleCards } from "@/components/sections/article-cards";
import { Section } from "@/components/sections/section";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardLink } from "@/components/ui/card";

/** A small heading over one kind of the hub's content. */
function Label({ children }: { children: string }) {
  return <h3 className="mb-5 text-sm font-semibold tracking-widest text-ink-600 uppercase">{children}</h3>;
}

/**
 * A category page's topic hub, under its articles: the reports that bear on the topic (each with its cover, leading
 * to its card on the reports page) and its publications; beside them the partner who leads the topic and the
 * firm's essay on it.
 */
export function TopicHub({ locale, hub }: { locale: Locale; hub: Hub }) {
  return (
    <Section tone="sand" heading={hub.intro}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
        <div className="grid content-start gap-12 sm:grid-cols-2 sm:gap-5">
          <div>
            <Label>{hub.labels.reports}</Label>
            <ul className="grid gap-5">
              {hub.reports.map((report) => (
                <li key={report.href} className="flex min-w-0">
                  <Card interactive className="flex w-full flex-col overflow-hidden">
                    <InsightCover cover={report.cover} className="block h-auto w-full" />
                    <div className="flex flex-1 flex-col p-6">
                      <Badge tone="accent" className="self-start">
                        {report.type}
                      </Badge>
                      <h4 className="mt-3 font-display text-xl leading-snug font-semibold text-ink-950">
                        <CardLink href={report.href}>{report.title}</CardLink>
                      </h4>
                      <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">
                        {report.description}
                      </p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
          {hub.publications.length > 0 ? (
            <div>
              <Label>{hub.labels.publications}</Label>
              <ArticleCards locale={locale} articles={hub.publications} columns={1} />
            </div>
          ) : null}
        </div>
        <div className="grid content-start gap-8">
          <div>
            <Label>{hub.labels.lead}</Label>
            <div className="flex items-center gap-5">
              <Avatar name={hub.lead.name} size="lg" />
              <p className="grid gap-1">
                <a
                  href={hub.lead.href}
                  className="font-display text-xl font-semibold text-ink-950 underline-offset-4 hover:underline"
                >
                  {hub.lead.name}
                </a>
                <span className="text-sm leading-snug text-ink-600">{hub.lead.role}</span>
                <span className="text-sm font-medium text-accent-800">{hub.lead.city}</span>
              </p>
            </div>
          </div>
          {hub.view ? (
            <div>
              <Label>{hub.labels.view}</Label>
              <div className="band-dark grain rounded-2xl bg-ink-950 p-7 text-ink-100">
                <ArrowLink href={hub.view.href} className="font-display text-xl text-white">
                  {hub.view.title}
                </ArrowLink>
                <p className="mt-3 leading-relaxed text-ink-200">{hub.view.description}</p>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
