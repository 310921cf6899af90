// Content scale: the project (tracked files and the working tree's changes) copied into a temporary folder with
// N generated articles added, built and served; build time, and the weight of /insights, a category page, an
// existing article and a generated one, for each N in BENCH_SCALE (default 0,500,1000). Building should cost
// the same per added article at every N, and the pages should weigh the same.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  build,
  detail,
  kb,
  linkNodeModules,
  pageWeight,
  root,
  row,
  startServer,
  tempFolder,
} from "./lib.mjs";

const SIZES = (process.env.BENCH_SCALE ?? "0,500,1000").split(",").map(Number);
const ARTICLES = "content/articles";
const read = (file) => readFileSync(path.join(root, file), "utf8");

/** Category labels and ids, and author names, as src/content/insights/taxonomy.ts spells them. */
function taxonomy() {
  const source = read("src/content/insights/taxonomy.ts");
  const categories = [...source.matchAll(/id: "([^"]+)",\s*label: "([^"]+)"/g)].map((m) => ({
    id: m[1],
    label: m[2],
  }));
  const authors = [...source.matchAll(/name: "([^"]+)"/g)].map((m) => m[1]);
  // The first author is the founder, named in src/content/about/firm.ts.
  if (source.includes("name: founder.name")) {
    authors.push(/founder = \{\s*name: "([^"]+)"/.exec(read("src/content/about/firm.ts"))[1]);
  }
  return { categories, authors };
}

/** Generated article number n: valid front matter (src/content/insights/library/parse.ts) and a body of about 450 words. */
function article(n, { categories, authors }) {
  const category = categories[n % categories.length];
  const author = authors[n % authors.length];
  const day = new Date(Date.UTC(2019, 0, 1) + (n % 2000) * 86_400_000).toISOString().slice(0, 10);
  const paragraph = `Generated paragraph for article ${n}. A company that grows quickly meets the same questions again and again: who decides, what the numbers say, and which of last year's habits still help. This text stands in for an article of ordinary length, so that the pages built from it weigh what real ones would.`;
  const section = (title) =>
    `## ${title} ${n}\n\n${paragraph}\n\n${paragraph}\n\n- One point to remember\n- Another point to remember\n`;
  return `---
title: "Generated article number ${n} on ${category.label}"
category: "${category.label}"
author: "${author}"
publishDate: "${day}"
description: "A generated article for the content-scale benchmark, number ${n}, long enough to pass the checks."
featured: false
summary:
  - "The first point of generated article ${n}, long enough."
  - "The second point of generated article ${n}, long enough."
---

${paragraph}

${["Where to start", "What to measure", "What to change"].map(section).join("\n")}`;
}

/** Copies the project's files (as git sees them, with uncommitted changes) into `dir`. */
function copyProject(dir) {
  const list = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  if (list.status !== 0) throw new Error(`git ls-files failed: ${list.stderr}`);
  for (const file of list.stdout.split("\0").filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  linkNodeModules(dir);
}

async function scaleRun(size, names) {
  const folder = tempFolder(`bench-scale-${size}-`);
  try {
    copyProject(folder.dir);
    for (let n = 1; n <= size; n += 1) {
      const file = path.join(folder.dir, ARTICLES, `bench-article-${String(n).padStart(4, "0")}.md`);
      writeFileSync(file, article(n, names));
    }
    console.log(`  ${size} articles added: building`);
    const seconds = build(folder.dir, ".next-bench", { quiet: true });
    const server = await startServer({}, { cwd: folder.dir });
    const pages = {
      "/insights": "/insights",
      "category page": `/insights/category/${names.categories[0].id}`,
      "existing article": "/insights/articles/hiring-for-potential",
      ...(size > 0 ? { "generated article": "/insights/articles/bench-article-0001" } : {}),
    };
    const weights = {};
    try {
      for (const [name, route] of Object.entries(pages))
        weights[name] = { route, ...(await pageWeight(server.origin, route)) };
    } finally {
      await server.stop();
    }
    return { size, seconds, weights };
  } finally {
    folder.remove();
  }
}

export async function benchScale() {
  console.log(`\nscale: the project built with ${SIZES.join(", ")} generated articles added`);
  const names = taxonomy();
  const runs = [];
  for (const size of SIZES) runs.push(await scaleRun(size, names));
  detail("scale", runs);
  const slopes = [];
  runs.forEach((run, i) => {
    const before = runs[i - 1];
    const slope = before && (run.seconds - before.seconds) / (run.size - before.size);
    if (slope !== undefined) slopes.push(slope);
    row("scale", `${run.size} articles`, "build time", `${run.seconds.toFixed(0)} s`, {
      vs: before ? `${(slope * 1000).toFixed(0)} ms per article added since ${before.size}` : "",
    });
    for (const [name, w] of Object.entries(run.weights)) {
      const first = runs[0].weights[name];
      const growth = first && first !== w ? w.html.gzip / first.html.gzip : undefined;
      row(
        "scale",
        `${run.size} articles`,
        name,
        `HTML ${kb(w.html.raw)} (${kb(w.html.gzip)} gzip), JS ${kb(w.js.gzip)} gzip in ${w.js.files}`,
        growth === undefined
          ? {}
          : {
              vs: `HTML gzip ${growth.toFixed(2)}× at ${runs[0].size}`,
              target: "<= 1.10×",
              met: growth <= 1.1,
            },
      );
    }
  });
  if (slopes.length >= 2) {
    const ratio = slopes.at(-1) / slopes[0];
    row("scale", "build cost", "linear", `last step ${ratio.toFixed(2)}× the first per article`, {
      target: "<= 1.5×",
      met: ratio <= 1.5,
    });
  }
}
