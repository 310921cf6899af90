import { tokenMetadata, tokenPage } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata = tokenMetadata("unsubscribe", "en");

export default tokenPage("unsubscribe", "en");
