import type { Metadata } from "next";
import { newsletterPages } from "@/content/newsletter";
import { TokenPage } from "../token-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: newsletterPages.confirm.title,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ConfirmPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <TokenPage action="confirm" token={token} />;
}
