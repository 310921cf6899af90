import { DataTable, Moment } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { campaignCopy, officeNotice, type OfficeQuery } from "@/content/office";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import { bouncingReaders, EDITIONS, listCampaigns, subjectsOf } from "@/server/newsletter/campaigns";

export const metadata = { title: campaignCopy.title };

/**
 * Every campaign, newest first: drafts to go on with, and how far each sent one went; then the addresses that
 * bounce, which are mailed no more.
 */
export default async function CampaignsPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage();
  const { db } = await database();
  const [all, bouncing] = await Promise.all([listCampaigns(db), bouncingReaders(db)]);
  const { bouncing: bounceCopy } = campaignCopy;
  return (
    <>
      <OfficeHeading
        title={campaignCopy.title}
        lead={campaignCopy.lead}
        notice={officeNotice(await searchParams)}
      />
      <form method="post" action="/office/campaigns/new" className="mb-6">
        <Button type="submit">{campaignCopy.create}</Button>
      </form>
      <DataTable
        caption={campaignCopy.caption}
        columns={campaignCopy.columns}
        empty={campaignCopy.empty}
        rows={all.map((campaign) => ({
          key: campaign.id,
          cells: [
            <Link key="subject" href={`/office/campaigns/${campaign.id}`} className="font-semibold underline">
              {campaignCopy.titleOf(subjectsOf(campaign))}
            </Link>,
            campaignCopy.editionNames(EDITIONS.filter((locale) => campaign.editions[locale])),
            [
              campaignCopy.statusNames[campaign.status] ?? campaign.status,
              campaign.inArchive ? "" : `, ${campaignCopy.keptOut}`,
            ].join(""),
            String(campaign.recipients),
            String(campaign.progress.sent),
            String(campaign.progress.pending),
            String(campaign.progress.failed),
            <Moment key="when" at={campaign.updatedAt} />,
          ],
        }))}
      />
      <section aria-labelledby="bouncing" className="mt-10 grid gap-2">
        <h2 id="bouncing" className="font-display text-xl font-semibold text-ink-950">
          {bounceCopy.caption}
        </h2>
        <p className="max-w-3xl text-sm text-ink-600">{bounceCopy.lead}</p>
        <DataTable
          caption={bounceCopy.caption}
          columns={bounceCopy.columns}
          empty={bounceCopy.empty}
          rows={bouncing.map((reader) => ({
            key: reader.id,
            cells: [
              reader.email,
              String(reader.issues),
              <Moment key="since" at={reader.since} />,
              reader.answer ?? "",
            ],
          }))}
        />
      </section>
    </>
  );
}
