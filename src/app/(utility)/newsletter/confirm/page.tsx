import { tokenMetadata, tokenPage } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata = tokenMetadata("confirm", "en");

export default tokenPage("confirm", "en");
