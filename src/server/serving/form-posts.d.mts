import type { IncomingMessage, ServerResponse } from "node:http";

export function registerFormHandler(
  handler: (request: Request, formId: string) => Promise<Response>,
  refusedPage: (
    request: Request,
    formId: string,
    retryAfterSeconds: number,
  ) => Promise<Response | { status: number; headers: Record<string, string>; body: Uint8Array }>,
): void;
export function answerFormPost(request: IncomingMessage, response: ServerResponse, address: string): boolean;
