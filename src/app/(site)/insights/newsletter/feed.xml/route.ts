import { archiveFeed } from "@/server/newsletter/archive";

// Made at each request: a new issue appears as soon as it has been sent.
export const dynamic = "force-dynamic";

export function GET() {
  return archiveFeed("en");
}
