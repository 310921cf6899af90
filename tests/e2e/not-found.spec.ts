import { expect, test } from "../support/test";
import { navGroups } from "@/content/navigation";

test("an unknown path answers 404 with the not-found page, inside the header and footer", async ({
  page,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("a client-side navigation to a page that does not exist ends on the 404 page, in the header and footer", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
      "/no-such-page",
    ),
  );
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the 404 page offers each section's overview as a card with its summary, the whole card one link", async ({
  page,
}) => {
  await page.goto("/no/such/section");
  for (const group of navGroups) {
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: group.summary });
    await expect(card.getByRole("link", { name: group.label, exact: true })).toHaveAttribute(
      "href",
      group.href,
    );
  }
});

test("the 404 page logs the missing path to the console", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto("/missing-report-2031");
  await expect.poll(() => messages.join("\n")).toContain("/missing-report-2031");
  expect(messages.find((text) => text.includes("/missing-report-2031"))).toMatch(/404/);
});

test("Return to Home goes to /", async ({ page }) => {
  await page.goto("/gone");
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building bright futures. Together.");
});

test("no cache keeps a 404, in either edition: the path may be a page tomorrow", async ({ request }) => {
  const answers: string[] = [];
  for (const path of [
    "/no/such/page",
    "/nl/bestaat-niet",
    "/nl/diensten/bestaat-niet",
    "/office/no-such-page",
  ]) {
    const response = await request.get(path);
    answers.push(`${path} ${response.status()} ${response.headers()["cache-control"]}`);
  }
  expect(answers).toEqual([
    "/no/such/page 404 no-store",
    "/nl/bestaat-niet 404 no-store",
    "/nl/diensten/bestaat-niet 404 no-store",
    "/office/no-such-page 404 no-store",
  ]);
});
