import { RetryView, retryMetadata } from "../retry-view";

export const dynamic = "force-dynamic";

export const metadata = retryMetadata("en");

export default async function RetryPage({ params }: { params: Promise<{ key: string }> }) {
  return <RetryView retryKey={(await params).key} locale="en" />;
}
