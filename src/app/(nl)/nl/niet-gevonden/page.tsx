import { page } from "@/content/nl/not-found";
import { NotFoundView } from "@/components/pages/not-found";
import { pageMetadata } from "@/lib/metadata";

export const metadata = { ...pageMetadata(page.meta), robots: { index: false } };

/** The Dutch 404: the server answers any path under /nl the Dutch edition does not have with this page (404). */
export default function DutchNotFoundPage() {
  return <NotFoundView page={page} locale="nl" />;
}
