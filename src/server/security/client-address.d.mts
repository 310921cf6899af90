import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER: string;
export function resolveClientAddress(
  request: Pick<IncomingMessage, "headers"> & { socket: { remoteAddress?: string } },
  trustProxy: boolean,
): string;
export const CLIENT_ADDRESS_PROOF_HEADER: string;
export function createClientAddressSecret(): string;
export function clientAddressSecret(): string | undefined;
export function clientNetwork(address: string): string;
