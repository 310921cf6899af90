import type { Metadata } from "next";
import { TokenPage, tokenMetadata } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = tokenMetadata("unsubscribe", "nl");

export default async function DutchUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <TokenPage action="unsubscribe" token={token} locale="nl" />;
}
