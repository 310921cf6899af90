export const TOO_MANY_POSTS: string;
export const NOT_STORED_NOW: string;
export const FORM_POST: RegExp;
export function mediaTypeOf(contentType: string | null | undefined): string;
export function wantsPage(contentType: string | null | undefined, accept: string | null | undefined): boolean;
export function noteRefusal(network: string, retryAfterMs: number, now?: number): void;
export function refusalFor(network: string, now?: number): number;
