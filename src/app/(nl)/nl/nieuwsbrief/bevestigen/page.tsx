import { tokenMetadata, tokenPage } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata = tokenMetadata("confirm", "nl");

export default tokenPage("confirm", "nl");
