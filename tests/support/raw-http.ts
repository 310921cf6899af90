import { connect } from "node:net";

/** One answer read off the wire: the status line's code, the headers (names in lower case) and the body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends `head` (a request line and headers, without the blank line that ends them) on a connection of its own,
 * exactly as written, with `Connection: close`, and reads the answer until the server closes. For requests that
 * an HTTP client would refuse to send or would rewrite: malformed targets, methods and ranges. Rejects when no
 * answer has come within `timeoutMs`.
 */
export function rawRequest(baseURL: string, head: string, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(head.slice(0, 120))}`));
    }, timeoutMs);
    socket.on("connect", () => socket.write(`${head}\r\nConnection: close\r\n\r\n`, "latin1"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf("\r\n\r\n");
      if (end === -1) return reject(new Error(`no answer to ${JSON.stringify(head.slice(0, 120))}`));
      const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: raw.subarray(end + 4) });
    });
  });
}

/** A GET of `target` as written, with this server's Host. */
export function rawGet(baseURL: string, target: string, headers: Record<string, string> = {}) {
  const host = new URL(baseURL).host;
  const lines = Object.entries({ host, ...headers }).map(([name, value]) => `${name}: ${value}`);
  return rawRequest(baseURL, [`GET ${target} HTTP/1.1`, ...lines].join("\r\n"));
}
