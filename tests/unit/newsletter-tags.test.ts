import { describe, expect, it } from "vitest";
import { allArticles, articleHref } from "@/content/insights/library";
import { issueHtml, issueLink } from "@/lib/newsletter-issues";
import { campaignMail, UNSUBSCRIBE_PLACEHOLDER } from "@/server/newsletter/campaign-mail";

const SITE = "https://www.firm.example";
const ISSUE = "2026-11-26-what-we-learned-ab12";
const TAGS = { utm_source: "newsletter", utm_medium: "email", utm_campaign: ISSUE };

/** The campaign tags of an address, as the site's reads keep them. */
const tagsOf = (href: string) => {
  const query = new URL(href).searchParams;
  return {
    utm_source: query.getAll("utm_source").join(","),
    utm_medium: query.getAll("utm_medium").join(","),
    utm_campaign: query.getAll("utm_campaign").join(","),
  };
};

/** Every value of an attribute in some HTML, as a browser reads it (`&amp;` is `&`). */
const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, "g"))].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );

const isOurs = (href: string) => href.startsWith(`${SITE}/`);

describe("issueLink: a link of an issue, tagged when it is the site's own", () => {
  it("tags a link to the site's own origin", () => {
    expect(issueLink(`${SITE}/insights`, SITE, ISSUE, "email")).toBe(
      `${SITE}/insights?utm_source=newsletter&utm_medium=email&utm_campaign=${ISSUE}`,
    );
  });

  it("keeps the link's own query and hash", () => {
    const tagged = new URL(issueLink(`${SITE}/services?plan=growth#fees`, SITE, ISSUE, "archive"));
    expect(tagged.pathname).toBe("/services");
    expect(tagged.searchParams.get("plan")).toBe("growth");
    expect(tagged.hash).toBe("#fees");
    expect(tagsOf(tagged.toString())).toEqual({ ...TAGS, utm_medium: "archive" });
  });

  it("leaves another site's link, and one within the page, as written", () => {
    for (const href of [
      "https://journal.example/paper?x=1",
      "//journal.example/paper",
      "http://www.firm.example/insights",
      "mailto:office@firm.example",
      "#lesson-one",
    ])
      expect(issueLink(href, SITE, ISSUE, "email"), href).toBe(href);
  });

  it("makes a relative link absolute on the site's origin, then tags it", () => {
    expect(issueLink("/insights/articles", new URL(SITE), ISSUE, "email")).toBe(
      `${SITE}/insights/articles?utm_source=newsletter&utm_medium=email&utm_campaign=${ISSUE}`,
    );
  });

  it("replaces the campaign tags a link already had", () => {
    const tagged = issueLink("/contact?utm_campaign=old&utm_source=partner&topic=tax", SITE, ISSUE, "email");
    expect(tagsOf(tagged)).toEqual(TAGS);
    expect(new URL(tagged).searchParams.get("topic")).toBe("tax");
  });
});

describe("a campaign's mail for an issue", () => {
  const [article] = allArticles();
  const content = {
    subject: "What we learned this autumn",
    preheader: "Three lessons",
    body: [
      "## Lesson one",
      "",
      "Read [our method](/insights), [the fees](https://www.firm.example/services?plan=growth#fees) and",
      "[the paper](https://journal.example/paper), or write to [the office](mailto:office@firm.example).",
      "",
      "![Map](/images/map.png)",
      "",
      "All of it: <https://www.firm.example/insights/newsletter>",
    ].join("\n"),
    articles: [article!.slug],
  };

  it("tags every link to the site, in the HTML and in the text, and nothing else", () => {
    const mail = campaignMail(content, SITE, "en", ISSUE);
    const hrefs = attributes(mail.html, "href");
    const ours = hrefs.filter(isOurs);
    // The header's link to the site, the body's three, and the article card's three.
    expect(ours).toContain(`${SITE}/?utm_source=newsletter&utm_medium=email&utm_campaign=${ISSUE}`);
    expect(ours.filter((href) => href.startsWith(`${SITE}${articleHref(article!)}?`))).toHaveLength(3);
    expect(ours).toHaveLength(7);
    for (const href of ours) expect(tagsOf(href), href).toEqual(TAGS);
    expect(ours).toContain(
      `${SITE}/services?plan=growth&utm_source=newsletter&utm_medium=email&utm_campaign=${ISSUE}#fees`,
    );
    expect(hrefs.filter((href) => !isOurs(href)).sort()).toEqual(
      ["https://journal.example/paper", "mailto:office@firm.example", UNSUBSCRIBE_PLACEHOLDER].sort(),
    );
    const sources = attributes(mail.html, "src");
    expect(sources).toContain(`${SITE}/images/map.png`);
    for (const src of sources) expect(src, src).not.toContain("utm_");

    const addresses = [...mail.text.matchAll(/https?:\/\/[^\s)>]+/g)].map((match) => match[0]);
    const oursInText = addresses.filter(isOurs);
    // The picture's address as written, untagged; the body's three links and the article's, tagged.
    expect(mail.text).toContain(`!Map (${SITE}/images/map.png)`);
    const links = oursInText.filter((href) => href !== `${SITE}/images/map.png`);
    expect(links).toHaveLength(4);
    for (const href of links) expect(tagsOf(href), href).toEqual(TAGS);
    expect(addresses).toContain("https://journal.example/paper");
    expect(mail.text).toContain(`: ${UNSUBSCRIBE_PLACEHOLDER}\n`);
  });

  it("tags nothing without an issue (the office's preview and test mail)", () => {
    const mail = campaignMail(content, SITE, "en");
    expect(mail.html).not.toContain("utm_");
    expect(mail.text).not.toContain("utm_");
    expect(attributes(mail.html, "href")).toContain(`${SITE}/insights`);
  });
});

describe("an issue's page in the archive", () => {
  const body =
    "## Lesson one\n\nRead [our method](/insights?topic=tax) or [the paper](https://journal.example/paper).";

  it("tags its links to the site as the issue's, read in the archive; leaves the rest as written", () => {
    const hrefs = attributes(issueHtml(body, new URL(SITE), ISSUE), "href");
    expect(hrefs).toContain(
      `${SITE}/insights?topic=tax&utm_source=newsletter&utm_medium=archive&utm_campaign=${ISSUE}`,
    );
    expect(hrefs).toContain("https://journal.example/paper");
    // The heading's anchor stays a link within the page.
    expect(hrefs).toContain("#lesson-one");
    expect(hrefs).toHaveLength(3);
  });

  it("tags nothing without the issue's address", () => {
    expect(issueHtml(body, new URL(SITE))).not.toContain("utm_");
  });
});
