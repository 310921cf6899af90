import { page } from "@/content/contact/overview";
import { ContactView } from "@/components/pages/contact/overview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ContactPage() {
  return <ContactView page={page} />;
}
