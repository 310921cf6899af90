import { page } from "@/content/nl/contact/get-in-touch";
import { GetInTouchView } from "@/components/pages/contact/get-in-touch";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchGetInTouchPage() {
  return <GetInTouchView page={page} />;
}
