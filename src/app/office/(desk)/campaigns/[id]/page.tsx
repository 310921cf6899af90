import { notFound } from "next/navigation";
import { Autosave } from "@/components/office/autosave";
import { CampaignProgress } from "@/components/office/campaign-progress";
import { OfficeHeading } from "@/components/office/office-frame";
import { PostButton } from "@/components/office/row-action";
import { ViewTabs } from "@/components/office/view-tabs";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { allArticles, categoryOf } from "@/content/insights/library";
import {
  campaignCopy,
  campaignPageCopy as words,
  campaignPath,
  officeNotice,
  type OfficeQuery,
  officeTime,
} from "@/content/office";
import { campaignPolicy } from "@/content/policy";
import { config } from "@/server/config";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import type { CampaignStatus } from "@/server/db/schema";
import {
  campaignById,
  campaignProgress,
  EDITIONS,
  isEdition,
  previewMail,
  reachOf,
  readersByEdition,
  subjectsOf,
  type CampaignControl,
  type Edition,
} from "@/server/newsletter/campaigns";
import type { Locale } from "@/types/facts";

export const metadata = { title: words.title };

/** The controls of a queued campaign, each shown while it can act. */
const CONTROLS = [
  { control: "pause", when: ["scheduled", "sending"] },
  { control: "resume", when: ["paused"] },
  { control: "cancel", when: ["scheduled", "sending", "paused"] },
] as const satisfies { control: CampaignControl; when: readonly CampaignStatus[] }[];

const box = "grid content-start gap-4 rounded-xl border border-line bg-surface p-6";
const heading = "font-display text-xl font-semibold text-ink-950";

/**
 * The mail in a frame of a reader's width: sandboxed, so nothing in it runs; of the site's origin all the same, so
 * that its pictures load (the site serves them to its own origin only).
 */
function MailFrame({ html, width, label }: { html: string; width: number; label: string }) {
  return (
    <figure className="grid max-w-full min-w-0 gap-2">
      <figcaption className="text-sm font-semibold text-ink-700">{label}</figcaption>
      <iframe
        title={words.frame(label)}
        srcDoc={html}
        sandbox="allow-same-origin"
        width={width}
        height={720}
        className="max-w-full rounded-lg border border-line bg-white"
      />
    </figure>
  );
}

/** A draft edition's words: subject, preview line, text and its edition's articles, saved as one types. */
function EditionForm({ action, edition }: { action: string; edition: Edition }) {
  const { locale } = edition;
  return (
    <form method="post" action={`${action}/save`} className={box}>
      <h2 className={heading}>{words.write(locale)}</h2>
      <input type="hidden" name="locale" value={locale} />
      <Field id="subject" label={words.subjectLabel} required>
        {(control) => (
          <Input
            {...control}
            name="subject"
            lang={locale}
            maxLength={campaignPolicy.lineMaxLength}
            defaultValue={edition.subject}
          />
        )}
      </Field>
      <Field id="preheader" label={words.preheaderLabel} hint={words.preheaderHint}>
        {(control) => (
          <Input
            {...control}
            name="preheader"
            lang={locale}
            maxLength={campaignPolicy.lineMaxLength}
            defaultValue={edition.preheader}
          />
        )}
      </Field>
      <Field id="body" label={words.bodyLabel} required hint={campaignCopy.bodyHint}>
        {(control) => (
          <Textarea
            {...control}
            name="body"
            lang={locale}
            rows={16}
            maxLength={campaignPolicy.bodyMaxLength}
            defaultValue={edition.body}
            className="font-mono text-sm"
          />
        )}
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">{words.articles(locale)}</legend>
        {allArticles(locale).map((article) => (
          <label key={article.slug} className="flex items-start gap-3 text-[0.9375rem] text-ink-900">
            <input
              type="checkbox"
              name={`article:${article.slug}`}
              defaultChecked={edition.articles.includes(article.slug)}
              className="mt-1 size-5 shrink-0 accent-ink-900"
            />
            <span lang={locale}>
              {article.title} <span className="text-ink-600">({categoryOf(article).label})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="secondary">
          {words.save}
        </Button>
        <Autosave failed={campaignCopy.autosaveFailed} />
      </div>
    </form>
  );
}

/**
 * One campaign, one edition at a time (tabs: English, Dutch, each with its readers). A draft: the edition's words
 * (saved as one types), the mail as its readers will see it at phone and desktop widths with its text part, a test
 * to oneself, leaving the edition out or bringing it back; and sending every edition (owners), which states how
 * many readers each reaches and asks for that number. Once queued: its progress, updating itself with the buttons
 * that can act on it (owners), and each edition's mail as it went out. Any campaign can be kept out of the public
 * archive, and can start a new draft with its words.
 */
export default async function CampaignPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: OfficeQuery;
}) {
  const person = await officePage();
  const { db } = await database();
  const campaign = await campaignById(db, (await params).id);
  if (!campaign) notFound();
  const query = await searchParams;
  const notice = officeNotice(query);
  const locale: Locale = typeof query.edition === "string" && isEdition(query.edition) ? query.edition : "en";
  const edition = campaign.editions[locale];
  const page = `/office/campaigns/${campaign.id}`;
  const draft = campaign.status === "draft";
  const owner = person.role === "owner";
  const [readers, progress] = await Promise.all([
    readersByEdition(db),
    campaignProgress(db, [campaign]).then((all) => all.get(campaign.id)!),
  ]);
  const mail = !edition
    ? undefined
    : draft
      ? previewMail(edition, config().siteUrl, locale)
      : { subject: edition.subject, html: edition.mailHtml ?? "", text: edition.mailText ?? "" };
  const reach = reachOf(campaign, readers);
  return (
    <>
      <OfficeHeading
        title={campaignCopy.titleOf(subjectsOf(campaign))}
        lead={`${draft ? `${campaignCopy.statusNames.draft}. ` : ""}${words.lead(campaign.createdBy, officeTime(campaign.updatedAt))}`}
        notice={notice}
      />
      <div className="grid gap-8">
        {draft ? null : (
          <section aria-labelledby="progress" className={box}>
            <h2 id="progress" className={heading}>
              {words.sending}
            </h2>
            <CampaignProgress
              source={`${page}/progress`}
              initial={{
                status: campaign.status,
                statusName: campaignCopy.statusNames[campaign.status] ?? campaign.status,
                recipients: campaign.recipients,
                ...progress,
              }}
              goesOut={campaign.sendAt ? words.goesOut(officeTime(campaign.sendAt)) : undefined}
              action={`${page}/control`}
              controls={
                owner ? CONTROLS.map((each) => ({ ...each, label: words.controls[each.control] })) : []
              }
            />
          </section>
        )}

        <section aria-label={words.editionsLabel} className="grid gap-6">
          <ViewTabs
            label={words.editionsLabel}
            description={words.editionCounts(!draft)}
            tabs={EDITIONS.map((each) => ({
              href: campaignPath(campaign.id, each),
              label: `${words.edition(each)}${campaign.editions[each] ? "" : ` (${words.leftOutTab})`}`,
              count: draft ? readers[each] : (campaign.editions[each]?.recipients ?? 0),
              current: each === locale,
            }))}
          />
          {!edition ? (
            <div className={box}>
              <h2 className={heading}>{words.leftOut(locale)}</h2>
              <p className="text-ink-800">{words.leftOutLead(locale, readers[locale])}</p>
              {draft ? (
                <PostButton
                  action={`${page}/edition`}
                  fields={{ locale, include: "yes" }}
                  className="justify-self-start"
                >
                  {words.bringBack(locale)}
                </PostButton>
              ) : null}
            </div>
          ) : draft ? (
            <EditionForm action={page} edition={edition} />
          ) : null}

          {mail ? (
            <section aria-labelledby="preview" className={box}>
              <h2 id="preview" className={heading}>
                {draft ? words.preview : words.wentOut}
              </h2>
              <p className="text-ink-700">
                {words.subject} <strong lang={locale}>{mail.subject || campaignCopy.untitled}</strong>
              </p>
              <div className="flex flex-wrap gap-6">
                <MailFrame html={mail.html} width={375} label={words.phone} />
                <MailFrame html={mail.html} width={640} label={words.desktop} />
              </div>
              <details className="min-w-0">
                <summary className="cursor-pointer text-sm font-semibold text-ink-900">
                  {words.textPart}
                </summary>
                <pre
                  lang={locale}
                  className="mt-3 overflow-x-auto rounded-lg bg-paper p-4 text-sm whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere]"
                >
                  {mail.text}
                </pre>
              </details>
            </section>
          ) : null}

          {draft && edition ? (
            <div className="grid gap-8 md:grid-cols-2">
              <div className={box}>
                <h2 className={heading}>{words.test}</h2>
                <p className="text-ink-700">{words.testLead(locale, person.email)}</p>
                <PostButton action={`${page}/test`} fields={{ locale }} className="justify-self-start">
                  {words.sendTest}
                </PostButton>
              </div>
              <div className={box}>
                <h2 className={heading}>{words.leaveOut(locale)}</h2>
                <p className="text-ink-700">{words.leaveOutLead(locale, readers[locale])}</p>
                <PostButton
                  action={`${page}/edition`}
                  fields={{ locale, include: "no" }}
                  className="justify-self-start"
                >
                  {words.leaveOut(locale)}
                </PostButton>
              </div>
            </div>
          ) : null}
        </section>

        {draft && owner ? (
          <form method="post" action={`${page}/send`} className={box}>
            <h2 className={heading}>{words.send}</h2>
            <p className="text-ink-800">{words.reach}</p>
            <ul className="grid list-disc gap-1 pl-5 text-ink-900">
              {EDITIONS.map((each) => (
                <li key={each}>
                  {campaign.editions[each]
                    ? words.reachEdition(each, readers[each])
                    : words.reachNone(each, readers[each])}
                </li>
              ))}
            </ul>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink-900">{words.when}</legend>
              <label className="flex items-center gap-3">
                <input type="radio" name="when" value="now" required className="size-5 accent-ink-900" />
                {words.now}
              </label>
              <label className="flex items-center gap-3">
                <input type="radio" name="when" value="later" required className="size-5 accent-ink-900" />
                {words.later}
              </label>
            </fieldset>
            <Field id="at" label={words.timeLabel}>
              {(control) => <Input {...control} name="at" type="datetime-local" className="max-w-xs" />}
            </Field>
            <Field id="confirm" label={words.confirmLabel(reach)} hint={words.confirmHint} required>
              {(control) => (
                <Input
                  {...control}
                  name="confirm"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  className="max-w-xs"
                />
              )}
            </Field>
            <Button type="submit" className="justify-self-start">
              {words.sendButton}
            </Button>
          </form>
        ) : draft ? (
          <p className={box}>{words.ownersSend}</p>
        ) : null}

        <div className="grid gap-8 md:grid-cols-2">
          <div className={box}>
            <h2 className={heading}>{words.archive}</h2>
            <p className="text-ink-700">{campaign.inArchive ? words.archiveIn : words.archiveOut}</p>
            <PostButton
              action={`${page}/archive`}
              fields={{ show: campaign.inArchive ? "no" : "yes" }}
              className="justify-self-start"
            >
              {campaign.inArchive ? words.keepOut : words.letIn}
            </PostButton>
          </div>
          <div className={box}>
            <h2 className={heading}>{words.duplicate}</h2>
            <p className="text-ink-700">{words.duplicateLead}</p>
            <PostButton action={`${page}/duplicate`} fields={{}} className="justify-self-start">
              {words.duplicateButton}
            </PostButton>
          </div>
        </div>
      </div>
    </>
  );
}
