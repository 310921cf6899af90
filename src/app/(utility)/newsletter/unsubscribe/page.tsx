import type { Metadata } from "next";
import { TokenPage, tokenMetadata } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = tokenMetadata("unsubscribe", "en");

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <TokenPage action="unsubscribe" token={token} locale="en" />;
}
