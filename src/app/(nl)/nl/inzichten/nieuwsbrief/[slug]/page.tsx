import { IssueView, issueMetadata } from "@/app/(site)/insights/newsletter/archive-view";

// Made at each request from the office's sent campaigns; an unknown address is the site's 404.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params) {
  return issueMetadata("nl", (await params).slug);
}

/** /nl/inzichten/nieuwsbrief/{slug}: one Dutch issue as it was sent. */
export default async function DutchNewsletterIssuePage({ params }: Params) {
  return <IssueView locale="nl" slug={(await params).slug} />;
}
