import { tokenMetadata, tokenPage } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata = tokenMetadata("unsubscribe", "nl");

export default tokenPage("unsubscribe", "nl");
