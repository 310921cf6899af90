import type { Metadata } from "next";
import { TokenPage, tokenMetadata } from "@/app/(utility)/newsletter/token-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = tokenMetadata("confirm", "en");

export default async function ConfirmPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <TokenPage action="confirm" token={token} locale="en" />;
}
