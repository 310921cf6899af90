import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allTerms, glossary, keptInDutch } from "@/content/glossary";
import { services } from "@/content/nl/services";
import { services as englishServices } from "@/content/services";

// One term for one thing (issue 43): no Dutch text calls a practice, the specialties or the newsletter by a name
// the glossary rejects, and the names the site shows are the glossary's.

/** Every string in a value (a module's exports), functions called with a sample argument. */
function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    try {
      return stringsOf((value as (...args: unknown[]) => unknown)(1, 1), seen);
    } catch {
      return [];
    }
  }
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => stringsOf(item, seen));
}

const dutchModules = import.meta.glob("/src/content/nl/**/*.ts", { eager: true });
const markdownFolders = ["content/articles/nl", "content/publications/nl"];
const dutchTexts = [
  ...Object.entries(dutchModules).flatMap(([file, module]) =>
    stringsOf(module).map((text) => ({ file, text })),
  ),
  ...markdownFolders.flatMap((folder) =>
    readdirSync(folder).map((name) => ({
      file: `${folder}/${name}`,
      text: readFileSync(path.join(folder, name), "utf8"),
    })),
  ),
];

describe("the glossary", () => {
  it("reads every Dutch content module and text", () => {
    expect(Object.keys(dutchModules).length).toBeGreaterThan(40);
    expect(dutchTexts.length).toBeGreaterThan(2_000);
  });

  it.each(allTerms.flatMap((term) => term.notInDutch.map((variant) => [term.nl, variant] as const)))(
    "no Dutch text calls %s %s",
    (_, variant) => {
      const pattern = new RegExp(
        `(^|[^\\p{L}])${variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}-])`,
        "u",
      );
      expect(dutchTexts.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([]);
    },
  );

  it("names the six practices in both editions as the site's service list does", () => {
    const practices = Object.values(glossary.practices);
    expect(services.map((service) => service.title)).toEqual(practices.map((term) => term.nl));
    expect(englishServices.map((service) => service.title)).toEqual(practices.map((term) => term.en));
  });

  it("keeps each loanword once, in lower case", () => {
    expect(new Set(keptInDutch).size).toBe(keptInDutch.length);
    for (const word of keptInDutch) expect(word).toMatch(/^\p{Ll}+$/u);
  });
});
