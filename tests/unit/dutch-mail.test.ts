import { describe, expect, it } from "vitest";
import { keptInDutch } from "@/content/glossary";
import { confirmationMail } from "@/server/mail/templates/newsletter-confirmation";
import { dutchHomographs, names, wordSet } from "../support/dutch-vocabulary";
import { decodeEntities } from "../support/html";
import { wordsOf } from "../support/page-words";

// The mail a visitor on a Dutch page receives is Dutch through and through (issue 43): none of the English mail's
// words, but for names, Dutch words spelled as English ones and the loanwords the glossary keeps.

const links = { confirmUrl: "https://site.example/c?t=1", unsubscribeUrl: "https://site.example/u?t=1" };
const shared = wordSet(dutchHomographs, names, keptInDutch.join(" "));

/** Every word a reader of the mail reads: subject, text, and the HTML's text. */
function wordsOfMail(mail: { subject: string; text: string; html: string }): Set<string> {
  const html = decodeEntities(mail.html.replace(/<[^>]+>/g, " "));
  const all = `${mail.subject} ${mail.text} ${html}`.replace(/\bhttps?:\/\/\S+/g, " ");
  return new Set(wordsOf(all));
}

describe("the Dutch newsletter confirmation", () => {
  it("shows no word of the English one, and says it is Dutch", () => {
    const english = wordsOfMail(confirmationMail({ ...links, locale: "en" }));
    const dutch = confirmationMail({ ...links, locale: "nl" });
    expect(english.size).toBeGreaterThan(40);
    expect([...wordsOfMail(dutch)].filter((word) => english.has(word) && !shared.has(word))).toEqual([]);
    expect(dutch.html).toContain('<html lang="nl">');
  });
});
