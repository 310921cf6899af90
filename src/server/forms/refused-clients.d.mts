import type { IncomingMessage, ServerResponse } from "node:http";

export const TOO_MANY_POSTS: string;
export const NOT_STORED_NOW: string;
export function wantsPage(contentType: string | null | undefined, accept: string | null | undefined): boolean;
export function noteRefusal(network: string, retryAfterMs: number, now?: number): void;
export function refusalFor(network: string, now?: number): number;
export function refuseKnownClient(
  request: IncomingMessage,
  response: ServerResponse,
  address: string,
): boolean;
export const FORM_POST: RegExp;
