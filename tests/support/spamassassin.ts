import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's SpamAssassin, where it is installed (for local runs; CI does not install it). */
export const spamAssassin = existsSync("/usr/bin/spamassassin") ? "/usr/bin/spamassassin" : null;

/**
 * The score SpamAssassin gives a raw mail with its local tests only (-L: no network lookups), and the rules that
 * fired, as its X-Spam-Status header says.
 */
export function spamScore(raw: string): { score: number; rules: string } {
  const run = spawnSync(spamAssassin!, ["-t", "-L"], { input: raw, encoding: "utf8" });
  const status = /^X-Spam-Status: \w+, score=(-?[\d.]+) required=[\d.]+ tests=([\s\S]*?) autolearn/m.exec(
    run.stdout,
  );
  if (!status) throw new Error(`SpamAssassin gave no X-Spam-Status:\n${run.stderr}`);
  return { score: Number(status[1]), rules: status[2]!.replace(/\s+/g, "") };
}
