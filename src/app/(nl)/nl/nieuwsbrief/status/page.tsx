import { StatusView, statusMetadata } from "@/app/(utility)/newsletter/status-view";

export const metadata = statusMetadata("nl");

export default function DutchNewsletterStatusPage() {
  return <StatusView locale="nl" />;
}
