import { expect, test } from "../support/test";
import { routes } from "@/content/routes";
import { blocksOn, byType } from "../support/structured-data";

// Each family's JSON-LD (tests/support/structured-data.ts) is checked on that page's load in pages.spec.ts.

test("the FAQ's answers in the FAQPage are the answers the page opens to", async ({ page }) => {
  await page.goto(routes.contact);
  const [faq] = byType(await blocksOn(page), "FAQPage");
  for (const question of faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]) {
    const details = page.locator("details", { has: page.getByText(question.name, { exact: true }) });
    await details.locator("summary").click();
    await expect(details.locator("p")).toHaveText(question.acceptedAnswer.text);
  }
});

test("each role's posted date on the careers page is its datePosted", async ({ page }) => {
  await page.goto(routes.careers);
  const jobs = byType(await blocksOn(page), "JobPosting");
  const shown = await page
    .locator("#opportunities time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
  expect(shown).toEqual(jobs.map((job) => job.datePosted));
});
