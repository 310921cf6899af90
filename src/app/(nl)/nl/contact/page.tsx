import { page } from "@/content/nl/contact/overview";
import { ContactView } from "@/components/pages/contact/overview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchContactPage() {
  return <ContactView page={page} />;
}
