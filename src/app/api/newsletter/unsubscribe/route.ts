import { handleNewsletterAction } from "@/server/newsletter/http";

export function POST(request: Request) {
  return handleNewsletterAction(request, "unsubscribe");
}
