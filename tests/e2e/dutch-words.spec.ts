import { expect, test } from "../support/test";
import { missingDutchPage, missingPage, utilityPages } from "../support/all-pages";
import { pageTexts, wordsOf } from "../support/page-words";
import { dutchHomographs, names, wordSet } from "../support/dutch-vocabulary";
import { decodeEntities, markup } from "../support/html";
import { keptInDutch } from "@/content/glossary";
import { counterpartOf, localeOf, routesIn } from "@/content/routes";

// No English on a Dutch page (issue 43): every word a Dutch page gives a person (its text, the names and
// descriptions a screen reader speaks, its title and description for search engines and previews, its JSON-LD, its
// anchors, its feed) is Dutch. "English" is what the English edition writes: a word of an English page that is no
// Dutch word spelled the same, no name, and no loanword the glossary keeps. Text marked `lang="en"` on purpose
// (the switch to the English edition) is English, and is left out.

const shared = wordSet(dutchHomographs, names, keptInDutch.join(" "));

/** Mail addresses and web addresses are no words. */
const withoutAddresses = (text: string) => text.replace(/\S+@\S*|\bhttps?:\/\/\S+|\b[\w-]+\.example\b/g, " ");

/** The texts of a feed: its titles, descriptions and categories. */
function feedTexts(xml: string) {
  return [...xml.matchAll(/<(title|description|category)>([\s\S]*?)<\/\1>/g)].map(([, where, text]) => ({
    where: `feed ${where}`,
    text: decodeEntities(text!.replace(/^<!\[CDATA\[|\]\]>$/g, "")),
  }));
}

test("no Dutch page, feed or status page shows a word of the English edition", async ({ request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const isDutch = (path: string) => path === "/nl" || path.startsWith("/nl/");
  const feeds = { en: `${routesIn.en.insights}/feed.xml`, nl: `${routesIn.nl.insights}/feed.xml` };
  const pages = {
    en: [
      ...listed.filter((path) => !isDutch(path)),
      ...utilityPages.filter((path) => !isDutch(path)),
      missingPage,
    ],
    nl: [...listed.filter(isDutch), ...utilityPages.filter(isDutch), missingDutchPage],
  };

  async function textsOf(path: string, language: "en" | "nl") {
    const response = await request.get(path.split("#")[0]!);
    expect([200, 404], path).toContain(response.status());
    return pageTexts(await response.text(), language);
  }

  const english = new Set<string>();
  for (const path of pages.en)
    for (const { text } of await textsOf(path, "en"))
      for (const word of wordsOf(withoutAddresses(text))) english.add(word);
  for (const { text } of feedTexts(await (await request.get(feeds.en)).text()))
    for (const word of wordsOf(withoutAddresses(text))) english.add(word);
  expect(english.size).toBeGreaterThan(3_000);

  /** Each English word found, with where it was first seen and on how many pages. */
  const leaks = new Map<string, { example: string; pages: Set<string> }>();
  const check = (path: string, texts: { where: string; text: string }[]) => {
    for (const { where, text } of texts)
      for (const word of wordsOf(withoutAddresses(text)))
        if (english.has(word) && !shared.has(word)) {
          const leak = leaks.get(word) ?? {
            example: `${path} (${where}: "${text.trim().slice(0, 90)}")`,
            pages: new Set(),
          };
          leaks.set(word, leak.pages.add(path) && leak);
        }
  };
  for (const path of pages.nl) check(path, await textsOf(path, "nl"));
  check(feeds.nl, feedTexts(await (await request.get(feeds.nl)).text()));

  const report = [...leaks].map(([word, { example, pages }]) => `${word}: ${pages.size} page(s), ${example}`);
  expect(report).toEqual([]);
});

test("every link, image and preview of a Dutch page leads to the Dutch page where there is one", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const dutch = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => localeOf(path) === "nl");
  expect(dutch.length).toBeGreaterThan(60);
  const wrong: string[] = [];
  for (const path of dutch) {
    const raw = await (await request.get(path)).text();
    const html = markup(raw);
    // The language switch leads to the English page on purpose, and says so with hreflang.
    const links = [...html.matchAll(/<a\b[^>]*>/gi)]
      .map((tag) => tag[0])
      .filter((tag) => !/\shreflang="en"/i.test(tag))
      .map((tag) => decodeEntities(/\shref="([^"]*)"/.exec(tag)?.[1] ?? ""));
    const images = [...raw.matchAll(/<meta[^>]*property="og:image"[^>]*content="([^"]*)"/g)].map(
      (match) => new URL(decodeEntities(match[1]!)).pathname,
    );
    for (const href of [...links, ...images]) {
      if (!href.startsWith("/")) continue;
      const target = href.split(/[?#]/)[0]!;
      const image = target.startsWith("/og/");
      const page = image
        ? target
            .replace(/^\/og/, "")
            .replace(/\.png$/, "")
            .replace(/^\/home$/, "/")
        : target;
      if (localeOf(page) === "en" && counterpartOf(page)) wrong.push(`${path}: ${href}`);
    }
  }
  expect(wrong).toEqual([]);
});
