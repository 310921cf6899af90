import { afterEach, expect, it } from "vitest";
import { smtpMailer, type Mailer } from "@/server/mail/transport";
import { TestSmtpServer } from "../support/smtp";

let smtp: TestSmtpServer;
let mailer: Mailer;

afterEach(async () => {
  mailer.close();
  await smtp.close();
});

const mail = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  from: "Website <website@firm.example>",
  to: "leads@firm.example",
  replyTo: { name: "Ada Lovelace", address: "ada@engines.example" },
  subject: `Mail ${n}`,
  text: `Text ${n}`,
  html: `<p>Text ${n}</p>`,
  headers: { "X-Test": `value ${n}` },
});

it("sends mail after mail over one pooled connection, with its Message-ID, Reply-To and headers", async () => {
  smtp = await TestSmtpServer.start();
  mailer = smtpMailer(smtp.url);
  for (const n of [1, 2, 3]) await mailer.send(mail(n));
  const received = await smtp.waitFor(3);
  expect(smtp.connections).toBe(1);
  expect(received.map((entry) => entry.parsed.subject)).toEqual(["Mail 1", "Mail 2", "Mail 3"]);
  expect(received[0]!.parsed.messageId).toBe("<00000000-0000-4000-8000-000000000001@firm.example>");
  expect(received[0]!.parsed.replyTo).toEqual([{ name: "Ada Lovelace", address: "ada@engines.example" }]);
  expect(received[0]!.parsed.headers.find((header) => header.key === "x-test")?.value).toBe("value 1");
  expect(received[0]!.recipients).toEqual(["leads@firm.example"]);
});
