import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/** The W3C Nu HTML Checker, run offline from the vnu-jar package (it needs `java`; .ci/run installs it). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface CheckerMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** A document with each <style> element emptied, its markup kept. */
const withoutStylesheets = (html: string) => html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2");

/**
 * Checks documents in one run of the checker (the JVM takes seconds to start) and returns its errors and
 * warnings as "name line:column: message [markup]", named by the keys of `documents`.
 */
export function check(documents: Map<string, string>): { errors: string[]; warnings: string[] } {
  const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const names = [...documents.keys()];
    const files = names.map((_, index) => path.join(folder, `${index}.html`));
    // The stylesheet inlined into each page (experimental.inlineCss) is Tailwind's output, which the browsers read;
    // the checker's CSS grammar predates parts of it (@property, margin-trim), so its CSS messages are no faults of
    // the page. It is left out of what the checker reads, which halves the checker's time (3.1 s against 1.7 s for
    // ten pages): the HTML is what this test checks.
    names.forEach((name, index) => writeFileSync(files[index]!, withoutStylesheets(documents.get(name)!)));
    // The JIT's quick tier alone cuts the checker's CPU time from about 9 s to 4 s for a run this short; its
    // larger frames need a bigger stack than the checker's 512 KB minimum.
    const java = ["-XX:TieredStopAtLevel=1", "-Xss8m", "-jar", vnuJar];
    const run = spawnSync("java", [...java, "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error || !run.stdout) throw new Error(`The checker did not run: ${run.error ?? run.stderr}`);
    // A style attribute's CSS is read by the same grammar; the stylesheets' reason holds for it too.
    const messages = (JSON.parse(run.stdout) as { messages: CheckerMessage[] }).messages.filter(
      (message) => !message.message.startsWith("CSS: "),
    );
    // Next.js writes each page on one line, so the markup around a problem says more than its line.
    const describe = (message: CheckerMessage) => {
      const name = names[Number(path.basename(message.url ?? "", ".html"))] ?? message.url;
      const extract = message.extract ? ` [${message.extract.replace(/\s+/g, " ").trim()}]` : "";
      return `${name} ${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}: ${message.message}${extract}`;
    };
    return {
      errors: messages.filter((message) => message.type !== "info").map(describe),
      warnings: messages.filter((message) => message.subType === "warning").map(describe),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
