// A newsletter campaign in two editions queued for 5,000 and for 50,000 confirmed readers (three in ten Dutch) (bench/campaign-queue.ts, in a process
// of its own): how long "Send" takes, and how much this process's memory grows meanwhile. The list is copied by
// the database in one statement, so the time grows with the list and the memory should not.
import { detail, figuresOf, row } from "./lib.mjs";

export async function benchCampaigns() {
  const figures = figuresOf("campaign-queue.ts", ["--expose-gc"]);
  for (const size of figures) {
    const subject = `campaign to ${size.readers.toLocaleString("en-US")} readers, ${size.dutch.toLocaleString("en-US")} of them Dutch (PGlite)`;
    row("campaigns", subject, "queueing time", `${(size.queueMs / 1000).toFixed(2)} s`, {
      target: "< 10 s",
      met: size.queueMs < 10_000 && size.queued === size.readers,
    });
    row("campaigns", subject, "JS heap growth while queueing", `${size.heapGrowthMb} MB`, {
      target: "< 20 MB",
      met: size.heapGrowthMb < 20,
    });
    row("campaigns", subject, "process peak RSS (growth)", `${size.peakRssMb} MB (+${size.rssGrowthMb} MB)`);
  }
  detail("campaigns", figures);
}
