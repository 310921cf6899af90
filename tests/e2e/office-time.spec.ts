import { expect, test, type Page } from "../support/test";
import { offices } from "@/content/site";
import { localTime, offsetTable, utcOffsets } from "@/lib/time-zones";

const officePage = "/contact/office-locations";
/** A moment to set the browser's clock to: half a minute past 13:05 UTC. */
const start = new Date("2025-03-01T13:05:30Z");

const zoneText = (office: (typeof offices)[number]) => `${office.zoneName} · ${utcOffsets(office.timeZone)}`;

/** Where each card's time zone line sits, measured from the top of its card. */
function zoneLineOffsets(page: Page) {
  return page.evaluate(
    (ids) => {
      return ids.map((id) => {
        const card = document.getElementById(`office-${id}`)!;
        const time = card.querySelector(".js-only")!;
        const zoneLine = time.nextElementSibling!;
        return zoneLine.getBoundingClientRect().top - card.getBoundingClientRect().top;
      });
    },
    offices.map((office) => office.id),
  );
}

test.describe("office cards with JavaScript", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("show each office's local time in its zone, and turn it over with the minute", async ({ page }) => {
    await page.clock.install({ time: start });
    await page.goto(officePage);
    for (const office of offices) {
      const card = page.locator(`#office-${office.id}`);
      const time = localTime(office.timeZone, start);
      await expect(card.locator("time")).toHaveText(time.label);
      await expect(card.locator("time")).toHaveAttribute("datetime", time.dateTime);
      await expect(card).toContainText(`${time.label} local time`);
      await expect(card).toContainText(zoneText(office));
    }
    await page.clock.runFor(60_000);
    const next = localTime("Asia/Singapore", new Date(start.getTime() + 60_000));
    await expect(page.locator("#office-singapore time")).toHaveText(next.label);
  });

  test("tell the time from the page's table of offsets, across a change of summer time, without Intl", async ({
    page,
  }) => {
    // Intl's first use costs a slow phone some 60 ms; within the table the clocks never call it.
    await page.addInitScript(() => {
      const { DateTimeFormat } = Intl;
      Object.assign(window, { intlFormats: 0 });
      Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
        construct(target, args) {
          (window as unknown as { intlFormats: number }).intlFormats += 1;
          return Reflect.construct(target, args);
        },
      });
    });
    // Half a minute before New York's next change of clocks, which the page's table (made at build) holds.
    const [, [change]] = offsetTable("America/New_York").changes as [unknown, [number, number]];
    const before = new Date(change - 30_000);
    await page.clock.install({ time: before });
    await page.goto(officePage);
    const newYork = page.locator("#office-new-york time");
    await expect(newYork).toHaveText(localTime("America/New_York", before).label);
    await page.clock.runFor(60_000);
    await expect(newYork).toHaveText(localTime("America/New_York", new Date(change + 30_000)).label);
    for (const office of offices) {
      await expect(page.locator(`#office-${office.id} time`)).toHaveText(
        localTime(office.timeZone, new Date(change + 30_000)).label,
      );
    }
    expect(await page.evaluate(() => (window as unknown as { intlFormats: number }).intlFormats)).toBe(0);
  });

  test("fill in the time without moving the lines under it", async ({ page }) => {
    // With the page's script blocked, the browser still runs script but the time never arrives: the empty line.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.goto(officePage);
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator("#office-uae time")).toHaveCount(0);
    const empty = await zoneLineOffsets(page);

    await page.unroute(/\/_next\/static\/.*\.js$/);
    await page.goto(officePage);
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator("#office-uae time")).toBeVisible();
    expect(await zoneLineOffsets(page)).toEqual(empty);
  });
});

test.describe("office cards without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("name each office's time zone, and show no clock they cannot keep", async ({ page }) => {
    await page.goto(officePage);
    for (const office of offices) {
      const card = page.locator(`#office-${office.id}`);
      await expect(card).toContainText(zoneText(office));
      await expect(card.locator("time")).toHaveCount(0);
      await expect(card.locator(".js-only")).toBeHidden();
    }
  });
});
