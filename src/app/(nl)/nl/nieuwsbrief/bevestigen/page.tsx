import type { Metadata } from "next";
import { TokenPage, tokenMetadata } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = tokenMetadata("confirm", "nl");

export default async function DutchConfirmPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <TokenPage action="confirm" token={token} locale="nl" />;
}
