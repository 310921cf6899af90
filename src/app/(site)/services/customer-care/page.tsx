import { page } from "@/content/services/customer-care";
import { CustomerCareView } from "@/components/pages/services/customer-care";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function CustomerCarePage() {
  return <CustomerCareView page={page} />;
}
