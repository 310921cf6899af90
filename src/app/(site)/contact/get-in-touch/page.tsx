import { page } from "@/content/contact/get-in-touch";
import { GetInTouchView } from "@/components/pages/contact/get-in-touch";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function GetInTouchPage() {
  return <GetInTouchView page={page} />;
}
