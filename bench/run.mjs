#!/usr/bin/env node
// `npm run bench`: figures, not assertions. Builds the site once into .next-bench (BENCH_REBUILD=1 builds it
// again), runs every part and prints one table, also written to bench/results/latest.json.
// `npm run bench -- <part>` runs one part: lighthouse | serve | flood | scale | office | campaigns | stats | cluster.
import { ensureBuild, printTable } from "./lib.mjs";
import { benchCampaigns } from "./campaigns.mjs";
import { benchCluster } from "./cluster.mjs";
import { benchFlood } from "./flood.mjs";
import { benchLighthouse } from "./lighthouse.mjs";
import { benchOffice } from "./office.mjs";
import { benchScale } from "./scale.mjs";
import { benchServe } from "./serve.mjs";
import { benchStats } from "./stats.mjs";

const parts = {
  lighthouse: benchLighthouse,
  serve: benchServe,
  flood: benchFlood,
  scale: benchScale,
  office: benchOffice,
  campaigns: benchCampaigns,
  stats: benchStats,
  cluster: benchCluster,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(", ")}; the parts are ${Object.keys(parts).join(", ")}.`);
  process.exit(2);
}
const started = performance.now();
ensureBuild();
for (const [name, bench] of Object.entries(parts)) {
  if (chosen.length === 0 || chosen.includes(name)) await bench();
}
printTable(started);
process.exit(0);
