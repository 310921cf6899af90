#!/usr/bin/env node
// Full-page screenshots of a running site at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshot.mjs [--base http://localhost:3000] [--out screenshots] [--no-js] [--slice 1600] /path ...
// --slice N also saves the page in N px tall parts (name-1.png, name-2.png ...), which are easier to look at.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromiumLaunchOptions } from "./chromium.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option("--base", process.env.BASE_URL ?? "http://localhost:3000");
const out = option("--out", "screenshots");
const slice = Number(option("--slice", "0"));
const noJs = args.includes("--no-js");
const paths = args.filter((arg) => arg.startsWith("/"));
const widths = [375, 1280];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: !noJs });
    const page = await context.newPage();
    for (const route of paths.length ? paths : ["/"]) {
      await page.goto(new URL(route, base).toString(), { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready).catch(() => {});
      await page.waitForTimeout(300);
      const name = `${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${noJs ? "-nojs" : ""}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(path.join(out, name));
      if (slice > 0) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height; y += slice, part += 1) {
          const partName = name.replace(/\.png$/, `-${part}.png`);
          const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
          await page.screenshot({ path: path.join(out, partName), fullPage: true, clip });
          console.log(path.join(out, partName));
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
