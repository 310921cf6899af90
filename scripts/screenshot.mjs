#!/usr/bin/env node
// Screenshots of every page at phone, tablet and desktop widths, and layout checks on each (scripts/layout-checks.ts):
// no sideways scroll, nothing cut off, no text over art, no text over text. Exits 1 on any finding.
// Usage: npm run screenshots -- [--base URL] [--out screenshots] [--widths 320,375,768,1280] [--no-images]
//                               [--no-js] [--slice 1600] [/path ...]
// Without paths it visits every page: those of /sitemap.xml, the pages their links lead to on this site, and the
// 404 page. Without --base it serves the build in NEXT_DIST_DIR (default .next) itself on a free port.
// Below 1024 px each page is also checked with the mobile menu open. --slice N also saves each page in N px tall
// parts (name-1.png, name-2.png ...), which are easier to look at.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumLaunchOptions } from "./chromium.ts";
import { freePort } from "./free-port.ts";
import { layoutChecks, settle } from "./layout-checks.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NOT_FOUND = "/this-page-does-not-exist";
/** Below this width the header shows the "Menu" button (Tailwind's lg). */
const MENU_BELOW = 1024;
const PAGES_AT_ONCE = 2;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const givenBase = option("--base", undefined);
const out = option("--out", "screenshots");
const slice = Number(option("--slice", "0"));
const widths = option("--widths", "320,375,768,1280").split(",").map(Number);
const noJs = args.includes("--no-js");
const images = !args.includes("--no-images");
const givenPaths = args.filter((arg) => arg.startsWith("/"));
if (widths.some((width) => !Number.isInteger(width) || width < 200)) {
  console.error("--widths takes whole pixel widths separated by commas, e.g. --widths 320,1280");
  process.exit(2);
}

/** Serves the production build on a free loopback port with a data folder of its own. */
async function startServer() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (
    !existsSync(path.join(root, distDir, "BUILD_ID")) ||
    !existsSync(path.join(root, "dist/scripts/server.mjs"))
  ) {
    console.error(
      `No production build in ${distDir}, or no compiled server. Make them with \`npm run build\` ` +
        "(or `NEXT_DIST_DIR=.next-bench npm run build` and the same NEXT_DIST_DIR here), or pass --base URL.",
    );
    process.exit(2);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-shots-"));
  const child = spawn(
    process.execPath,
    [path.join(root, "dist/scripts/server.mjs"), "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: root,
      env: { ...process.env, NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, SITE_URL: base, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("Ready on") && resolve());
    exited.then((code) => reject(new Error(`the server stopped before it was ready (exit ${code})`)));
    setTimeout(() => reject(new Error("the server was not ready within 120 s")), 120_000).unref();
  });
  await ready.catch(async (error) => {
    await stop();
    throw error;
  });
  return { base, stop };
}

/**
 * Every page: the sitemap's, then every page of this site that their links lead to, followed until no new one
 * turns up (the articles, categories and publications are found this way), then the 404 page.
 */
async function discoverRoutes(base) {
  const origin = new URL(base).origin;
  const sitemap = await fetch(new URL("/sitemap.xml", base)).catch((error) => {
    throw new Error(`cannot reach ${base}: ${error.cause?.message ?? error.message}`);
  });
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const found = new Set(listed);
  const queue = [...listed];
  while (queue.length > 0) {
    const batch = queue.splice(0, 4);
    const pages = await Promise.all(
      batch.map(async (route) => {
        const url = new URL(route, base);
        const response = await fetch(url, { redirect: "manual" });
        const isPage = response.ok && (response.headers.get("content-type") ?? "").includes("text/html");
        if (!isPage) await response.body?.cancel();
        return { url, html: isPage ? await response.text() : "" };
      }),
    );
    for (const { url: page, html } of pages) {
      for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
        const url = new URL(href.replaceAll("&amp;", "&"), page);
        const route = url.pathname;
        if (url.origin !== origin || found.has(route)) continue;
        if (/^\/(_next|api)\//.test(route) || /\.[a-z0-9]+$/i.test(route)) continue;
        found.add(route);
        queue.push(route);
      }
    }
  }
  return [...found, NOT_FOUND];
}

const fileName = (route, width, suffix = "") =>
  `${route.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${suffix}.png`;

async function savePage(page, name, width) {
  const file = path.join(out, name);
  await page.screenshot({ path: file, fullPage: true });
  if (slice > 0) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, part = 1; y < height; y += slice, part += 1) {
      const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
      await page.screenshot({ path: file.replace(/\.png$/, `-${part}.png`), fullPage: true, clip });
    }
  }
}

/** Opens the mobile menu the way a visitor does; a click before hydration does nothing, so it tries again. */
async function openMenu(page) {
  const button = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  const dialog = page.getByRole("dialog");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await button.click({ timeout: 10_000 }).catch(() => {});
    if (
      await dialog.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}

/** Checks one page at one width: shut, then with the menu open. Returns [{ menu, kind, detail }]. */
async function checkRoute(page, base, route, width) {
  const findings = [];
  const response = await page.goto(new URL(route, base).toString(), { waitUntil: "load" });
  const status = response?.status() ?? 0;
  if (status !== (route === NOT_FOUND ? 404 : 200))
    findings.push({ menu: false, kind: "status", detail: `HTTP ${status}` });
  await settle(page).catch(() => {}); // a page that failed to load is reported by the checks
  for (const finding of await layoutChecks(page, { menuOpen: false }))
    findings.push({ menu: false, ...finding });
  if (images) await savePage(page, fileName(route, width, noJs ? "-nojs" : ""), width);
  if (noJs || width >= MENU_BELOW) return findings;

  if (!(await openMenu(page))) {
    findings.push({ menu: true, kind: "error", detail: 'the header\'s "Menu" button opens no dialog' });
    return findings;
  }
  await settle(page).catch(() => {}); // a page that failed to load is reported by the checks
  for (const finding of await layoutChecks(page, { menuOpen: true }))
    findings.push({ menu: true, ...finding });
  if (images) await page.screenshot({ path: path.join(out, fileName(route, width, "-menu")) });
  return findings;
}

function printSummary(results, routes) {
  const count = (route, width) =>
    results.filter((result) => result.route === route && result.width === width).length;
  const first = Math.max(5, ...routes.map((route) => route.length));
  console.log(`\n${"route".padEnd(first)}  ${widths.map((width) => String(width).padStart(5)).join("  ")}`);
  for (const route of routes) {
    console.log(
      `${route.padEnd(first)}  ${widths.map((width) => String(count(route, width)).padStart(5)).join("  ")}`,
    );
  }
  const kinds = [...new Set(results.map((result) => result.kind))];
  const byKind = kinds.map((kind) => `${kind} ${results.filter((result) => result.kind === kind).length}`);
  console.log(
    `\n${results.length} findings on ${routes.length} pages x ${widths.length} widths${byKind.length ? `: ${byKind.join(", ")}` : ""}`,
  );
}

/** Visits every page at every width, one browser context per width; returns the findings. */
async function checkAll(base, routes) {
  console.log(`Checking ${routes.length} pages at ${widths.join(", ")} px on ${base}`);
  if (images) mkdirSync(out, { recursive: true });
  const results = [];
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: !noJs,
      });
      // Two pages at once: while one waits for the server or the screenshot, the other works.
      const queue = [...routes];
      const worker = async () => {
        const page = await context.newPage();
        for (let route = queue.shift(); route; route = queue.shift()) {
          const findings = await checkRoute(page, base, route, width).catch((error) => [
            { menu: false, kind: "error", detail: error.message.split("\n")[0] },
          ]);
          for (const { menu, kind, detail } of findings) {
            results.push({ route, width, kind });
            console.log(`${route}  ${width}  ${menu ? "menu" : "page"}  ${kind}  ${detail}`);
          }
        }
      };
      await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

let server = null;
let status = 2;
try {
  server = givenBase ? null : await startServer();
  const base = givenBase ?? server.base;
  const routes = givenPaths.length ? givenPaths : await discoverRoutes(base);
  const results = await checkAll(base, routes);
  printSummary(results, routes);
  if (images) console.log(`Screenshots in ${out}/`);
  status = results.length > 0 ? 1 : 0;
} catch (error) {
  console.error(`screenshot: ${error.message}`);
} finally {
  await server?.stop();
}
process.exit(status);
