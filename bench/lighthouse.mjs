// Lighthouse (mobile, simulated throttling: its defaults; performance and accessibility) on our pages and, as the floor, on
// a bare Next.js 16 page built from the same node_modules (hard links) in the same run. Each page is measured RUNS times,
// taking turns, and the median run (lighthouse's own pick: nearest the median FCP and time to interactive) counts.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumLaunchOptions } from "../scripts/chromium.ts";
import {
  build,
  detail,
  kb,
  linkNodeModules,
  pageWeight,
  row,
  startNext,
  startServer,
  tempFolder,
  warm,
} from "./lib.mjs";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const pages = [
  "/",
  "/services/consultancy-strategy",
  "/contact",
  "/insights",
  "/insights/articles/hiring-for-potential",
  // The map and the offices' local times: the page with the most to hydrate.
  "/about/global-network",
  // The Dutch edition: its home page and an article, against the same targets as their English pages.
  "/nl",
  "/nl/inzichten/artikelen/werven-op-potentieel-niet-op-de-vorige-baan",
];
const FLOOR = "bare Next.js 16 page";

/** The floor: app/layout.tsx and app/page.tsx (a heading and a paragraph), built and served with `next start`. */
async function startFloor() {
  const folder = tempFolder("bench-floor-");
  const app = path.join(folder.dir, "app");
  mkdirSync(app);
  linkNodeModules(folder.dir);
  writeFileSync(path.join(folder.dir, "package.json"), '{ "private": true }\n');
  writeFileSync(
    path.join(app, "layout.tsx"),
    `export const metadata = { title: "Bare page", description: "A bare Next.js page." };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  );
  writeFileSync(
    path.join(app, "page.tsx"),
    `export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>One heading and one paragraph, for the floor every page of the site is measured against.</p>
    </main>
  );
}
`,
  );
  build(folder.dir, ".next", { quiet: true, server: false });
  const server = await startNext(folder.dir);
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      folder.remove();
    },
  };
}

/** The figures of one lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: lhr.categories.accessibility?.score ?? NaN,
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    total: summary.total?.transferSize ?? NaN,
    js: summary.script?.transferSize ?? NaN,
    jsRequests: summary.script?.requestCount ?? NaN,
    requests: summary.total?.requestCount ?? NaN,
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const times = (value, floor) => (floor ? `${(value / floor).toFixed(2)}× floor` : "");

/**
 * One lighthouse run. Now and then Chromium's trace misses the navigation's start (NO_NAVSTART) when the machine
 * is busy; such a run has no figures and is made again, up to four times.
 */
async function measure(url, port, name) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      // Accessibility as Lighthouse judges the page as it loads, with nothing laid out for it (issue 27).
      onlyCategories: ["performance", "accessibility"],
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 5) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    console.log(`  ${name}: ${lhr.runtimeError.code}, measuring again`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** A page's rows; the floor's rows (no `floor` given) carry no targets, which are the site's. */
function addRows(subject, f, floor, sent) {
  const goal = (target, met) => (floor ? { target, met } : {});
  const add = (figure, value, extra) => row("lighthouse", subject, figure, value, extra);
  add("score", String(f.score), { vs: floor ? `floor ${floor.score}` : "", ...goal(">= 98", f.score >= 98) });
  add("accessibility", f.accessibility.toFixed(2), {
    vs: "lowest of the runs",
    ...goal("1.00", f.accessibility === 1),
  });
  add("FCP", ms(f.fcp), { vs: times(f.fcp, floor?.fcp) });
  add("LCP", ms(f.lcp), { vs: times(f.lcp, floor?.lcp), ...goal("<= 1200 ms", f.lcp <= 1200) });
  add("TBT", ms(f.tbt), { vs: times(f.tbt, floor?.tbt), ...goal("< 150 ms", f.tbt < 150) });
  add("CLS", f.cls.toFixed(3), goal("0", f.cls === 0));
  add("total bytes", `${kb(f.total)} in ${f.requests}`, {
    vs: times(f.total, floor?.total),
    ...(subject === "/" ? goal("<= 200 KB", f.total <= 200 * 1024) : {}),
  });
  add("HTML", `${kb(sent.raw)}, of it payload ${kb(sent.payload)}`, { vs: `${kb(sent.br)} brotli` });
  add("JS bytes", `${kb(f.js)} in ${f.jsRequests}`, {
    vs: floor
      ? `${times(f.js, floor.js)}, ${f.js >= floor.js ? "+" : "−"}${kb(Math.abs(f.js - floor.js))}`
      : "",
    ...goal("<= floor + 15 KB", f.js <= (floor?.js ?? 0) + 15 * 1024),
  });
}

export async function benchLighthouse() {
  console.log(
    `\nlighthouse: ${pages.length} pages and the floor, ${RUNS} runs each (mobile, simulated throttling)`,
  );
  const floor = await startFloor();
  const site = await startServer();
  const targets = [[FLOOR, floor.origin + "/"], ...pages.map((page) => [page, site.origin + page])];
  await warm(targets.map(([, url]) => url));
  const bytes = {};
  for (const [name, url] of targets)
    bytes[name] = (await pageWeight(new URL(url).origin, new URL(url).pathname)).html;
  // The copies are made off the main thread; give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ["--headless=new", ...args],
  });
  const runs = new Map(targets.map(([name]) => [name, []]));
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [name, url] of targets) {
        const lhr = await measure(url, chrome.port, name);
        runs.get(name).push(lhr);
        const { score, accessibility } = figures(lhr);
        console.log(`  run ${run}: ${name} ${score}, accessibility ${accessibility}`);
        if (accessibility < 1) {
          const failing = Object.values(lhr.audits).filter(
            (audit) =>
              audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
          );
          console.log(`    failing: ${failing.map((audit) => audit.id).join(", ")}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    await site.stop();
    await floor.stop();
  }
  // Speed from the median run; accessibility from the worst, since every run should score 1.
  const medians = Object.fromEntries(
    [...runs].map(([name, lhrs]) => [
      name,
      {
        ...figures(computeMedianRun(lhrs)),
        accessibility: Math.min(...lhrs.map((lhr) => figures(lhr).accessibility)),
      },
    ]),
  );
  detail("lighthouse", {
    runs: RUNS,
    bytes,
    medians,
    scores: Object.fromEntries([...runs].map(([n, l]) => [n, l.map((r) => figures(r).score)])),
  });
  addRows(FLOOR, medians[FLOOR], undefined, bytes[FLOOR]);
  for (const page of pages) addRows(page, medians[page], medians[FLOOR], bytes[page]);
}
