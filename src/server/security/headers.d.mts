export const securityHeaders: ReadonlyArray<{ key: string; value: string }>;
export function setSecurityHeaders(response: import("node:http").ServerResponse): void;
