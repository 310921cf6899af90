import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/free-port";

export { freePort };

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO): who the mail was really delivered to. */
  recipients: string[];
  sender: string;
  raw: string;
  parsed: Email;
}

/**
 * A real SMTP server on loopback that keeps and parses every mail it accepts. `failNext(n)` makes it refuse the
 * next n mails with a temporary error (451), as a struggling mail server does; `refuse(address)` refuses that
 * recipient for good (550 at RCPT TO), as the server of an address that no longer exists does.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  /** How many SMTP connections clients opened. */
  connections = 0;
  private server: SMTPServer | null = null;
  private failures = 0;
  private readonly refused = new Set<string>();
  private waiters: (() => void)[] = [];

  constructor(readonly port: number) {}

  static async start(port?: number): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(port ?? (await freePort()));
    await smtp.listen();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  failNext(count: number): void {
    this.failures = count;
  }

  refuse(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  async listen(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      disableReverseLookup: true,
      logger: false,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address.toLowerCase())) return callback();
        const error = new Error("5.1.1 No such user here") as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.failures > 0) {
            this.failures -= 1;
            const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString("utf8");
          PostalMime.parse(raw).then((parsed) => {
            this.mails.push({
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              raw,
              parsed,
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
    // A client that vanishes in the middle of a mail (a server killed by a test) ends its session, not this server.
    this.server.on("error", () => {});
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until at least `count` mails have arrived, or fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Expected ${count} mail(s), received ${this.mails.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.mails;
  }
}
