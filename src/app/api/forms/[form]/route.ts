import { handleFormPost } from "@/server/forms/handler";

export async function POST(request: Request, { params }: { params: Promise<{ form: string }> }) {
  const { form } = await params;
  return handleFormPost(request, form);
}
