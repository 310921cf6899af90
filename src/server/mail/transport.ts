import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { INVISIBLE } from "@/lib/invisible";

export interface OutgoingMail {
  /** Stable per outbox row, so a mail sent again after a crash keeps its Message-ID. */
  id: string;
  /** The site's sender (MAIL_FROM), or its address under a person's name (a reply written in the office). */
  from: string | { name: string; address: string };
  to: string;
  replyTo?: { name?: string; address: string };
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Header text shown as the visitor typed it, nothing more: what could end a header line (control characters,
 * Unicode line separators) becomes a space; what could reorder or hide text is removed; and an RFC 2047
 * encoded word (`=?utf-8?B?...?=`) is broken apart, so a mail client cannot decode a name into a forged subject.
 */
export function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(INVISIBLE, "")
    .replace(/=\?/g, "= ?")
    .replace(/\?=/g, "? =")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** The address part of a sender as MAIL_FROM writes it ("Brightwell <hello@firm.example>" or the bare address). */
export const senderAddress = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * The Message-ID of an outbox row's mail: stable, so a mail sent again keeps it, and known before it is sent, so a
 * reply can name the notification it answers (In-Reply-To).
 */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${headerSafe(domain)}>`;
}

function message(mail: OutgoingMail): Mail.Options {
  const sender = typeof mail.from === "string" ? mail.from : mail.from.address;
  return {
    messageId: messageIdOf(mail.id, sender),
    from:
      typeof mail.from === "string"
        ? headerSafe(mail.from)
        : { name: headerSafe(mail.from.name), address: headerSafe(mail.from.address) },
    // One recipient, as an address object: nothing in it is parsed as a list.
    to: { name: "", address: headerSafe(mail.to) },
    replyTo: mail.replyTo
      ? { name: headerSafe(mail.replyTo.name ?? ""), address: headerSafe(mail.replyTo.address) }
      : undefined,
    subject: headerSafe(mail.subject),
    text: mail.text,
    html: mail.html,
    headers: Object.fromEntries(
      Object.entries(mail.headers ?? {}).map(([key, value]) => [headerSafe(key), headerSafe(value)]),
    ),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * Sends over SMTP (`smtp://` or `smtps://` URL), over up to five pooled connections: a mail server's greeting
 * (often delayed on purpose) is then paid once per connection, not once per mail.
 */
export function smtpMailer(url: string): Mailer {
  // Options go in the first argument with the URL (a second argument would be message defaults). The timeouts
  // keep a hung mail server from holding a mail past the outbox lease (outbox.ts), after which another worker
  // would take it back.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(message(mail));
    },
    close: () => transport.close(),
  };
}

/** Where a server without a mail server (no SMTP_URL) writes its mail: DATA_DIR/mail. */
export const mailFolder = (dataDir: string) => path.join(dataDir, "mail");

/** Writes each mail as an .eml file into `dir` (mailFolder), for running without a mail server. */
export function fileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      // Private to the server's user: a mail holds a lead or a live sign-in link (db/lock.ts keepDataPrivate).
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, path.join(dir, name));
    },
    close: () => transport.close(),
  };
}
