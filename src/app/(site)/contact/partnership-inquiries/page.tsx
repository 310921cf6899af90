import { page } from "@/content/contact/partnership-inquiries";
import { PartnershipInquiriesView } from "@/components/pages/contact/partnership-inquiries";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function PartnershipInquiriesPage() {
  return <PartnershipInquiriesView page={page} />;
}
