import { notFound } from "next/navigation";
import { Autosave } from "@/components/office/autosave";
import { CampaignProgress } from "@/components/office/campaign-progress";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { allArticles } from "@/content/insights/library";
import {
  campaignCopy,
  campaignPageCopy as words,
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
  previewMail,
  type CampaignControl,
} from "@/server/newsletter/campaigns";

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

/**
 * One campaign. A draft: its words (saved as one types), the mail as readers will see it at phone and desktop
 * widths with its text part, a test to oneself, and sending (owners). Once queued: its progress, updating itself,
 * with pause, resume and cancel (owners), and the mail as it went out. Any campaign can start a new draft with
 * its words.
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
  const notice = officeNotice(await searchParams);
  const page = `/office/campaigns/${campaign.id}`;
  const draft = campaign.status === "draft";
  const mail = draft
    ? previewMail(campaign, config().siteUrl)
    : { subject: campaign.subject, html: campaign.mailHtml ?? "", text: campaign.mailText ?? "" };
  const owner = person.role === "owner";
  const progress = (await campaignProgress(db, [campaign])).get(campaign.id)!;
  return (
    <>
      <OfficeHeading
        title={campaign.subject || campaignCopy.untitled}
        lead={words.lead(
          campaignCopy.statusNames[campaign.status] ?? campaign.status,
          campaign.createdBy,
          officeTime(campaign.updatedAt),
        )}
        notice={notice}
      />
      <div className="grid gap-8">
        {draft ? (
          <form method="post" action={`${page}/save`} className={box}>
            <h2 className={heading}>{words.write}</h2>
            <Field id="subject" label={words.subjectLabel} required>
              {(control) => (
                <Input
                  {...control}
                  name="subject"
                  maxLength={campaignPolicy.lineMaxLength}
                  defaultValue={campaign.subject}
                />
              )}
            </Field>
            <Field id="preheader" label={words.preheaderLabel} hint={words.preheaderHint}>
              {(control) => (
                <Input
                  {...control}
                  name="preheader"
                  maxLength={campaignPolicy.lineMaxLength}
                  defaultValue={campaign.preheader}
                />
              )}
            </Field>
            <Field id="body" label={words.bodyLabel} required hint={campaignCopy.bodyHint}>
              {(control) => (
                <Textarea
                  {...control}
                  name="body"
                  rows={16}
                  maxLength={campaignPolicy.bodyMaxLength}
                  defaultValue={campaign.body}
                  className="font-mono text-sm"
                />
              )}
            </Field>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink-900">{words.articles}</legend>
              {allArticles().map((article) => (
                <label key={article.slug} className="flex items-start gap-3 text-[0.9375rem] text-ink-900">
                  <input
                    type="checkbox"
                    name={`article:${article.slug}`}
                    defaultChecked={campaign.articles.includes(article.slug)}
                    className="mt-1 size-5 shrink-0 accent-ink-900"
                  />
                  <span>
                    {article.title} <span className="text-ink-600">({article.category})</span>
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
        ) : (
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
            />
            {campaign.status === "scheduled" && campaign.sendAt ? (
              <p className="text-ink-800">{words.goesOut(officeTime(campaign.sendAt))}</p>
            ) : null}
            {owner ? (
              <div className="flex flex-wrap gap-3">
                {CONTROLS.filter(({ when }) =>
                  (when as readonly CampaignStatus[]).includes(campaign.status),
                ).map(({ control }) => (
                  <form key={control} method="post" action={`${page}/control`}>
                    <input type="hidden" name="control" value={control} />
                    <Button type="submit" variant={control === "cancel" ? "dark" : "secondary"}>
                      {words.controls[control]}
                    </Button>
                  </form>
                ))}
              </div>
            ) : null}
          </section>
        )}

        <section aria-labelledby="preview" className={box}>
          <h2 id="preview" className={heading}>
            {draft ? words.preview : words.wentOut}
          </h2>
          <p className="text-ink-700">
            {words.subject} <strong>{mail.subject || campaignCopy.untitled}</strong>
          </p>
          <div className="flex flex-wrap gap-6">
            <MailFrame html={mail.html} width={375} label={words.phone} />
            <MailFrame html={mail.html} width={640} label={words.desktop} />
          </div>
          <details className="min-w-0">
            <summary className="cursor-pointer text-sm font-semibold text-ink-900">{words.textPart}</summary>
            <pre className="mt-3 overflow-x-auto rounded-lg bg-paper p-4 text-sm whitespace-pre-wrap text-ink-900 [overflow-wrap:anywhere]">
              {mail.text}
            </pre>
          </details>
        </section>

        {draft ? (
          <div className="grid gap-8 md:grid-cols-2">
            <form method="post" action={`${page}/test`} className={box}>
              <h2 className={heading}>{words.test}</h2>
              <p className="text-ink-700">{words.testLead(person.email)}</p>
              <Button type="submit" variant="secondary" className="justify-self-start">
                {words.sendTest}
              </Button>
            </form>
            {owner ? (
              <form method="post" action={`${page}/send`} className={box}>
                <h2 className={heading}>{words.send}</h2>
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-semibold text-ink-900">{words.when}</legend>
                  <label className="flex items-center gap-3">
                    <input
                      type="radio"
                      name="when"
                      value="now"
                      defaultChecked
                      className="size-5 accent-ink-900"
                    />
                    {words.now}
                  </label>
                  <label className="flex items-center gap-3">
                    <input type="radio" name="when" value="later" className="size-5 accent-ink-900" />
                    {words.later}
                  </label>
                </fieldset>
                <Field id="at" label={words.timeLabel}>
                  {(control) => <Input {...control} name="at" type="datetime-local" />}
                </Field>
                <Button type="submit" className="justify-self-start">
                  {words.sendButton}
                </Button>
              </form>
            ) : (
              <p className={box}>{words.ownersSend}</p>
            )}
          </div>
        ) : null}

        <form method="post" action={`${page}/duplicate`} className={box}>
          <h2 className={heading}>{words.duplicate}</h2>
          <p className="text-ink-700">{words.duplicateLead}</p>
          <Button type="submit" variant="secondary" className="justify-self-start">
            {words.duplicateButton}
          </Button>
        </form>
      </div>
    </>
  );
}
