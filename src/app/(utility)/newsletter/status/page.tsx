import { StatusView, statusMetadata } from "../status-view";

export const metadata = statusMetadata("en");

export default function NewsletterStatusPage() {
  return <StatusView locale="en" />;
}
