import { handleFormPost, refusedFormPage } from "@/server/forms/handler";
import { registerFormHandler } from "@/server/serving/form-posts";

// The production server answers scripted posts with this same handler, past Next's route pipeline (record 024).
registerFormHandler(handleFormPost, refusedFormPage);

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  return handleFormPost(request, form);
}
