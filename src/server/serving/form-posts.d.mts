import type { IncomingMessage, ServerResponse } from "node:http";

export function registerFormHandler(handler: (request: Request, formId: string) => Promise<Response>): void;
export function postToForm(request: IncomingMessage, response: ServerResponse): boolean;
