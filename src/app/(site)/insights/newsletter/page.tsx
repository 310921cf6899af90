import { page } from "@/content/insights/newsletter-archive";
import { pageMetadata } from "@/lib/metadata";
import { ArchiveView } from "./archive-view";

// The issues come from the office, as campaigns are sent: read at each request.
export const dynamic = "force-dynamic";

export const metadata = pageMetadata(page.meta, page.feed);

/** /insights/newsletter: every sent English issue of the newsletter, newest first, as cards. */
export default function NewsletterArchivePage() {
  return <ArchiveView locale="en" />;
}
