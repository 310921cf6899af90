import { ReviewView, reviewMetadata } from "../review-view";

export const dynamic = "force-dynamic";

export const metadata = reviewMetadata("en");

export default async function ReviewPage({ params }: { params: Promise<{ id: string }> }) {
  return <ReviewView id={(await params).id} locale="en" />;
}
