import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER: string;
export function resolveClientAddress(
  request: Pick<IncomingMessage, "headers"> & { socket: { remoteAddress?: string } },
  trustProxy: boolean,
): string;
