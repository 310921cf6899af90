import { handleFormPost } from "@/server/forms/handler";

// Posts without JavaScript (answered with a page) come here; the production server answers scripted posts with
// the same handler past Next's route pipeline, registered at start (instrumentation.ts, record 024).

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  return handleFormPost(request, form);
}
