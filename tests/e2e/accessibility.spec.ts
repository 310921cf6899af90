import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../support/test";
import { layoutChecks, settle } from "../../scripts/layout-checks.mjs";
import { sidewaysOverflow } from "../support/layout";
import { knownPages } from "../support/all-pages";
import { collectionPages } from "../support/insights";

const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** axe on the page as the browser has it: nothing laid out or shown for it (issue 27). */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(RULES).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// Every page of the site, the 404 page and the utility pages: on a desktop, on a phone, and on a phone with
// the mobile menu open.
for (const width of [375, 1280]) {
  for (const path of knownPages) {
    test(`${path} at ${width} px has no axe violations${width < 1024 ? ", with the menu closed or open," : ""} and no sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
      const overflow = await sidewaysOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const table of await page.locator("main table").all()) {
        await expect(table.locator("caption")).toHaveCount(1);
        await expect(table.locator("th").first()).toBeAttached();
      }
      if (width < 1024) {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(await violations(page), "with the menu open").toEqual([]);
      }
    });
  }
}

test("the open desktop dropdown and the open mobile menu have no violations", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Services", exact: true }).click();
  expect(await violations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

// 320 px is a 1280 px screen at 400 % zoom (WCAG 1.4.10), 640 x 450 the same screen at 200 % (WCAG 1.4.4).
for (const [width, height] of [
  [320, 640],
  [640, 450],
] as const) {
  test(`no page scrolls sideways at ${width} px, and the layout checks find nothing`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const problems: string[] = [];
    for (const path of knownPages) {
      await page.goto(path);
      await settle(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${path}: ${overflow} px`);
      // Content cut off, text over art or over other text, a button's label past its padding.
      for (const { kind, detail } of await page.evaluate(layoutChecks, { menuOpen: false }))
        problems.push(`${path}: ${kind} ${detail}`);
    }
    expect(problems).toEqual([]);
  });
}

// The pages beyond the route table: every article, insights category and publication page.
test("every article, category and publication page has no violations and no sideways scrolling", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const paths = await collectionPages(page);
  expect(paths.length).toBeGreaterThanOrEqual(17);
  const problems: string[] = [];
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      if (width !== 320) {
        for (const violation of await violations(page)) problems.push(`${path} at ${width} px: ${violation}`);
      }
      if (width === 375) {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        for (const violation of await violations(page)) problems.push(`${path}, menu open: ${violation}`);
      }
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${path} at ${width} px scrolls sideways by ${overflow} px`);
    }
  }
  expect(problems).toEqual([]);
});

/** The name a focused control would be announced by, roughly as the accessibility tree computes it. */
function focusedControl() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const labelled = element.getAttribute("aria-labelledby");
  const name =
    element.getAttribute("aria-label") ||
    (labelled && document.getElementById(labelled)?.textContent) ||
    (element as HTMLInputElement).labels?.[0]?.textContent ||
    element.textContent ||
    element.getAttribute("title") ||
    "";
  // The ring is on the control, or on its ::after when the control stretches over a whole card.
  const ring = [getComputedStyle(element), getComputedStyle(element, "::after")].some(
    (style) =>
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none",
  );
  return {
    what: `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`,
    named: name.trim().length > 0,
    visible: ring,
  };
}

for (const path of ["/", "/contact"]) {
  test(`${path}: Tab visits every control, each named and visibly focused, and leads out of the page (no trap)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const stops = await page
      .locator("a[href], button:not([disabled]), input:not([type=hidden]), textarea, select, [tabindex='0']")
      .count();
    const problems: string[] = [];
    let left = false;
    for (let press = 0; press < stops + 10 && !left; press++) {
      await page.keyboard.press("Tab");
      const control = await page.evaluate(focusedControl);
      if (!control) left = press > 0;
      else if (!control.named || !control.visible)
        problems.push(
          `${control.what}: ${control.named ? "" : "no name "}${control.visible ? "" : "no focus ring"}`,
        );
    }
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
        const results = await new AxeBuilder({ page })
          .include("[data-contrast-probe]")
          .withRules(["color-contrast"])
          .analyze();
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
