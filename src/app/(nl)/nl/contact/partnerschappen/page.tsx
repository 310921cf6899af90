import { page } from "@/content/nl/contact/partnership-inquiries";
import { PartnershipInquiriesView } from "@/components/pages/contact/partnership-inquiries";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchPartnershipInquiriesPage() {
  return <PartnershipInquiriesView page={page} />;
}
