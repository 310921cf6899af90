import { RetryView, retryMetadata } from "@/app/(utility)/forms/retry/retry-view";

export const dynamic = "force-dynamic";

export const metadata = retryMetadata("nl");

export default async function DutchRetryPage({ params }: { params: Promise<{ key: string }> }) {
  return <RetryView retryKey={(await params).key} locale="nl" />;
}
