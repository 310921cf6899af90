import { IssueView, issueMetadata } from "../archive-view";

// Made at each request from the office's sent campaigns; an unknown address is the site's 404.
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Params) {
  return issueMetadata("en", (await params).slug);
}

/** /insights/newsletter/{slug}: one English issue as it was sent. */
export default async function NewsletterIssuePage({ params }: Params) {
  return <IssueView locale="en" slug={(await params).slug} />;
}
