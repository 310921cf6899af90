import { page } from "@/content/nl/insights/newsletter-archive";
import { ArchiveView } from "@/app/(site)/insights/newsletter/archive-view";
import { pageMetadata } from "@/lib/metadata";

// As the English archive: made at each request.
export const dynamic = "force-dynamic";

export const metadata = pageMetadata(page.meta, page.feed);

/** /nl/inzichten/nieuwsbrief: every sent Dutch issue, newest first, as cards with Dutch dates. */
export default function DutchNewsletterArchivePage() {
  return <ArchiveView locale="nl" />;
}
