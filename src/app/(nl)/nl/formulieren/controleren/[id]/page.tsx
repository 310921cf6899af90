import { ReviewView, reviewMetadata } from "@/app/(utility)/forms/review/review-view";

export const dynamic = "force-dynamic";

export const metadata = reviewMetadata("nl");

export default async function DutchReviewPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReviewView id={(await params).id} locale="nl" />;
}
