import { expect, test } from "../support/test";
import { publicRoutes } from "@/content/routes";
import { forms, partnershipTypes } from "@/lib/forms";
import { collectionPages } from "../support/insights";
import { dutchPages, missingDutchPage, missingPage, utilityPages } from "../support/all-pages";
import { check } from "../support/html-checker";

/** A document with one known error and one known warning, checked with the pages: proof the checker read them. */
const CANARY = {
  name: "canary",
  html: '<!DOCTYPE html><html lang="en"><head><title>Canary</title></head><body><span><dl></dl></span><section></section></body></html>',
};

/**
 * The one fault in markup the site does not write: with nothing chosen, Radix Select's hidden native <select>
 * (aria-hidden, out of the tab order, there only to send the value with the form) starts with an empty
 * `<option value="">`, and Radix refuses an item with an empty value that could replace it.
 */
const RADIX_PLACEHOLDER =
  /form after hydration .*Element “option” without attribute “label” must not be empty/;

/**
 * Every page as the server sends it (what a crawler and a browser without JavaScript read): the route table,
 * every article, category and publication page, the 404 page, the utility pages and a review page filled with a
 * visitor's values and errors. Then each form with a dropdown once React has run, since Radix Select adds a
 * hidden native <select> of its own. Warnings count as failures too: there are none, and each is a real fault.
 */
test("every page's HTML has no errors or warnings in the W3C Nu HTML Checker", async ({ page, request }) => {
  test.setTimeout(120_000);
  const refused = await request.post("/api/forms/partnership", {
    form: {
      contactPerson: "Ada Lovelace",
      email: "not-an-address",
      partnershipType: partnershipTypes[0]!.value,
    },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  const review = refused.headers().location!;
  expect(review).toMatch(/^\/forms\/review\/[0-9a-f-]{36}$/);

  const paths = [
    ...publicRoutes,
    ...(await collectionPages(page)),
    missingPage,
    ...utilityPages,
    review,
    ...dutchPages,
    missingDutchPage,
  ];
  const documents = new Map<string, string>(
    await Promise.all(
      paths.map(async (pagePath) => {
        const response = await request.get(pagePath);
        expect(response.status(), pagePath).toBe(
          pagePath === missingPage || pagePath === missingDutchPage ? 404 : 200,
        );
        return [pagePath, await response.text()] as const;
      }),
    ),
  );
  for (const form of Object.values(forms)) {
    const dropdowns = form.fields.filter((field) => field.kind === "select").length;
    if (!dropdowns) continue;
    await page.goto(form.page);
    const element = page.locator(`form[action="/api/forms/${form.id}"]`);
    await element.hover(); // Radix Select comes when a visitor heads for the form
    await expect(element.locator('button[role="combobox"]')).toHaveCount(dropdowns);
    const markup = await element.evaluate((node) => node.outerHTML);
    documents.set(
      `${form.page} form after hydration`,
      `<!DOCTYPE html><html lang="en"><head><title>${form.id}</title></head><body>${markup}</body></html>`,
    );
  }

  documents.set(CANARY.name, CANARY.html);

  const { errors, warnings } = check(documents);
  const canary = (line: string) => line.startsWith(`${CANARY.name} `);
  expect(errors.filter(canary).join("\n")).toContain("“dl” not allowed as child of element “span”");
  expect(warnings.filter(canary).join("\n")).toContain("Section lacks heading");
  expect(errors.filter((error) => !canary(error) && !RADIX_PLACEHOLDER.test(error))).toEqual([]);
  expect(warnings.filter((warning) => !canary(warning))).toEqual([]);
});
