import type { Metadata } from "next";
import { newsletterPages } from "@/content/newsletter";
import { TokenPage } from "../token-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: newsletterPages.unsubscribe.title,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <TokenPage action="unsubscribe" token={token} />;
}
