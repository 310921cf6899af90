import { expect, test } from "../support/test";
import { axeViolations as violations, runAxe } from "../support/axe";
import { tabThrough } from "../support/keyboard";

// Every page, at every width, with the menu closed: the page sweep (pages.spec.ts). Here: states a page reaches
// by interaction, the open menus among them.

test("axe, as the sweep runs it, finds a planted violation on the page and in the part it is pointed at", async ({
  page,
}) => {
  await page.setContent(
    '<main><h1>Planted</h1><img src="data:," width="10" height="10"><dialog open><button></button></dialog></main>',
  );
  expect(await violations(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^image-alt:/), expect.stringMatching(/^button-name:/)]),
  );
  const inDialog = await violations(page, "dialog");
  expect(inDialog).toEqual(expect.arrayContaining([expect.stringMatching(/^button-name:/)]));
  expect(inDialog.filter((violation) => violation.startsWith("image-alt"))).toEqual([]);
});

/**
 * The header's dropdowns and the mobile menu are the same on every page of an edition but for the current page's
 * mark, so axe checks them open here, once per edition; the page sweep checks each page with them closed.
 */
for (const { path, services } of [
  { path: "/", services: "Services" },
  { path: "/nl", services: "Diensten" },
]) {
  test(`${path}: the open desktop dropdown and the open mobile menu have no violations`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await page.getByRole("button", { name: services, exact: true }).click();
    await expect(page.getByRole("button", { name: services, exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(await violations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const path of ["/", "/contact"]) {
  test(`${path}: Tab visits every control, each named and visibly focused, and leads out of the page (no trap)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const { problems, left } = await tabThrough(page);
    expect(problems).toEqual([]);
    expect(left, "Tab reached the end of the page and left it").toBe(true);
  });
}

test("buttons keep AA contrast when hovered and when focused, on light and dark bands", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems: string[] = [];
  for (const path of ["/", "/specialties/talent-matching"]) {
    await page.goto(path);
    const buttons = page.locator("main a.rounded-full:visible, main button:visible");
    const count = await buttons.count();
    expect(count, path).toBeGreaterThan(3);
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index);
      for (const state of ["hover", "focus"] as const) {
        if (state === "hover") await button.hover();
        else await button.focus();
        await button.evaluate((element) => element.setAttribute("data-contrast-probe", ""));
        const results = await runAxe(page, {
          within: "[data-contrast-probe]",
          options: { runOnly: { type: "rule", values: ["color-contrast"] } },
        });
        await button.evaluate((element) => element.removeAttribute("data-contrast-probe"));
        for (const violation of results.violations)
          problems.push(`${path} button ${index} on ${state}: ${violation.nodes[0]?.failureSummary ?? ""}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("a button that is busy keeps the colours that pass AA; its label and spinner say it is busy", async ({
  page,
}) => {
  await page.goto("/contact/get-in-touch");
  const send = page.locator("main form").first().getByRole("button", { name: "Send Message" });
  const look = () =>
    send.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor, opacity: style.opacity };
    });
  const enabled = await look();
  await send.evaluate((element) => ((element as HTMLButtonElement).disabled = true));
  expect(await look()).toEqual(enabled);
});

test("with reduced motion asked for, nothing animates and scrolling jumps", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/services");
  const card = page.locator("main li").first();
  await card.hover();
  const motion = await page.evaluate(() => ({
    scroll: getComputedStyle(document.documentElement).scrollBehavior,
    longest: Math.max(
      0,
      ...[...document.querySelectorAll("main *")].map((element) => {
        const style = getComputedStyle(element);
        return Math.max(...style.transitionDuration.split(",").map(parseFloat)) * 1000;
      }),
    ),
    animations: document.getAnimations().filter((animation) => {
      const duration = animation.effect?.getComputedTiming().duration;
      return typeof duration === "number" && duration > 1;
    }).length,
  }));
  expect(motion).toEqual({ scroll: "auto", longest: expect.any(Number), animations: 0 });
  expect(motion.longest).toBeLessThanOrEqual(0.01);
});
