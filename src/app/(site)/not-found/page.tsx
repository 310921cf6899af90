import { page } from "@/content/not-found";
import { NotFoundView } from "@/components/pages/not-found";
import { pageMetadata } from "@/lib/metadata";

export const metadata = { ...pageMetadata(page.meta), robots: { index: false } };

/** The English 404: the server answers any path the English edition does not have with this page (404). */
export default function NotFoundPage() {
  return <NotFoundView page={page} locale="en" />;
}
