import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditKinds, auditSentence } from "@/content/office";

/** Every source file of the server and the app. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The actions the code writes to the audit log: the quoted `a.b` names in and just after each `audit(` call. */
function writtenActions(): Set<string> {
  const actions = new Set<string>();
  for (const file of sources(path.resolve("src"))) {
    const text = readFileSync(file, "utf8");
    for (const call of text.matchAll(/\baudit\(([\s\S]{0,400}?)\);/g))
      for (const name of call[1]!.matchAll(/"([a-z-]+(?:\.[a-z-]+)?)"/g))
        if (
          /^(sign-in|sign-out|session|staff|passkey|lead|outbox|privacy|campaign|subscribers?|token)\b/.test(
            name[1]!,
          )
        )
          actions.add(name[1]!);
  }
  // A campaign's controls are written as `campaign.${control}`.
  for (const control of ["pause", "resume", "cancel"]) actions.add(`campaign.${control}`);
  return actions;
}

const sentence = (action: string, detail = {}) =>
  auditSentence(action, detail, (email) => `Name of ${email}`);

describe("the audit log in sentences", () => {
  it("has a sentence and a kind for every action the code writes, and no kind for an action it never writes", () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThan(30);
    const kinds = Object.values(auditKinds).flatMap((kind) => [...kind.actions]);
    for (const action of written) {
      expect(sentence(action), action).not.toContain(action);
      expect(kinds, action).toContain(action);
    }
    expect(kinds.filter((action) => !written.has(action))).toEqual([]);
  });

  it("says what happened in words, with names for addresses and office times", () => {
    expect(sentence("lead.status", { from: "new", to: "answered" })).toBe(
      "moved {target} from New to Answered",
    );
    expect(sentence("lead.owner", { owner: "maria@firm.example" })).toBe(
      "gave {target} to Name of maria@firm.example",
    );
    expect(sentence("lead.owner", { owner: null })).toBe("left {target} without an owner");
    expect(sentence("privacy.erase", { messages: 2, notes: 1, newsletter: 0, drafts: 0, mail: 3 })).toBe(
      "erased everything held about a person: 2 messages, 1 note and 3 mails",
    );
    expect(sentence("lead.export", { rows: 1, via: "API token Report" })).toBe(
      "exported 1 message (API token Report)",
    );
    // 12:00 UTC on 28 November is 13:00 in Amsterdam.
    expect(sentence("campaign.schedule", { at: "2026-11-28T12:00:00.000Z" })).toContain("13:00");
    expect(sentence("sign-in", { method: "passkey" })).toBe("signed in with a passkey");
  });

  it("says a later version's action by its code and details rather than nothing", () => {
    expect(sentence("report.print", { pages: 3 })).toBe("report.print (pages: 3)");
  });
});
