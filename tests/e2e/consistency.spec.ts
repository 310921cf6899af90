// One story across the site (issue 28, item 5; issue 44, item 5): every page of the route table in both editions,
// and every page their links lead to (articles, categories), is read as server HTML, and the facts its text states
// (office hours, phone numbers, the count and cities of the offices, the founding year, the reply time, each plan's
// fee) must agree with every other page's, the Dutch pages' with the English.
// The reading and comparing is tests/support/facts.ts; tests/unit/facts.test.ts plants contradictions in it.
import { expect, test, type APIRequestContext } from "../support/test";
import { headquarters, offices } from "@/content/site";
import { offices as dutchOffices } from "@/content/nl/site";
import { contradictions, factsOf, planFees, type PageText, type Subjects } from "../support/facts";
import { decodeEntities, markup, metaContent, title } from "../support/html";
import { knownPages } from "../support/all-pages";
import { counterpartOf, localeOf, routesIn } from "@/content/routes";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";
import type { Office } from "@/types/site";

/** The offices as each edition names them: by city, and Dubai by its country's short name too ("UAE", "VAE"). */
const subjectsIn: Record<Locale, readonly Office[]> = { en: offices, nl: dutchOffices };
const subjectsOf = (locale: Locale): Subjects => ({
  offices: subjectsIn[locale].map((office) => ({
    id: office.id,
    names: [office.city, ...(office.id === "uae" ? [office.country] : [])],
  })),
  headquarters: headquarters.id,
});

/** What a page says in words: its title, its description and the text of its body (hidden text included). */
function pageText(path: string, html: string): PageText {
  const body = markup(html.replace(/<head\b[\s\S]*?<\/head>/i, " "))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  const words = [title(html), metaContent(html, "description"), decodeEntities(body)];
  return { path, text: words.join(" . ") };
}

/** Every page of the site: the route table and, following links from it, every further page they lead to. */
async function readSite(request: APIRequestContext): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  let wave = knownPages.filter((path) => !path.includes("?") && !path.includes("#"));
  while (wave.length > 0) {
    // One wave of links at a time, fetched together.
    const read = await Promise.all(
      wave.map(async (path) => {
        const response = await request.get(path);
        return { path, ok: response.ok(), html: await response.text() };
      }),
    );
    const next = new Set<string>();
    for (const { path, ok, html } of read) {
      pages.set(path, html);
      if (!ok) continue;
      for (const match of html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)) {
        const link = decodeEntities(match[1]!);
        if (!pages.has(link) && !link.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(link)) next.add(link);
      }
    }
    wave = [...next].filter((path) => !pages.has(path));
  }
  return pages;
}

test("one story: every page states the same facts, and every author card leads to its author", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = await readSite(request);
  expect(pages.size, "pages read").toBeGreaterThan(60);

  await test.step("office hours, phone numbers, offices, founding year, reply time and fees agree", () => {
    const facts = [...pages].flatMap(([path, html]) => {
      const locale = localeOf(path);
      const englishPath = locale === "en" ? path : (counterpartOf(path) ?? path);
      return [
        ...factsOf(pageText(path, html), subjectsOf(locale)),
        ...planFees(path, englishPath, locale, html),
      ].map((fact) => ({ ...fact, locale }));
    });
    // The reading finds each kind of fact in each edition, so an empty list below means agreement, not blindness.
    for (const locale of ["en", "nl"] as const)
      expect(
        new Set(facts.filter((fact) => fact.locale === locale).map((fact) => fact.kind)),
        locale,
      ).toEqual(
        new Set([
          "office hours",
          "phone number",
          "office count",
          "office cities",
          "founding year",
          "reply time",
          "fee",
        ]),
      );
    expect(contradictions(facts)).toEqual([]);
  });

  await test.step("an article's author card leads to that author on its edition's leadership page", () => {
    const articles = [...pages].filter(([, html]) => html.includes('id="about-the-author"'));
    expect(articles.length, "articles read").toBeGreaterThanOrEqual(11);
    const authors = new Set<string>();
    for (const [path, html] of articles) {
      const locale = localeOf(path);
      const leadershipPath = routesIn[locale].leadership;
      const leadership = pages.get(leadershipPath)!;
      const card = html.slice(html.indexOf('id="about-the-author"'));
      const name = decodeEntities(/<p\b[^>]*>([^<]+)<\/p>/.exec(card)![1]!);
      const link = new RegExp(
        `<a\\b[^>]*href="${leadershipPath}#([^"]+)"[^>]*>\\s*${sectionWordsIn(locale).meetLeadership}`,
      );
      const anchor = link.exec(card)?.[1];
      expect(anchor, `${path}: the author card's link to ${leadershipPath}#...`).toBeDefined();
      const target = leadership.indexOf(`id="${anchor}"`);
      expect(target, `${path}: ${leadershipPath} has no #${anchor}`).toBeGreaterThan(-1);
      // The element the link lands on is headed by the author's name (the founder's profile, a partner's card).
      const heading = /<h[23]\b[^>]*>([^<]+)<\/h[23]>/.exec(leadership.slice(target))?.[1];
      expect(decodeEntities(heading ?? ""), path).toBe(name);
      authors.add(name);
    }
    expect(authors.size, "different authors").toBeGreaterThanOrEqual(4);
  });
});
