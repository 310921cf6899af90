/**
 * /insights/reports: the firm's business reports. Each card previews the report's summary and key findings;
 * Download serves the same text as a PDF written at build time (lib/reports/pdf.ts).
 */
import { routes, routesIn } from "../routes";
import { brand } from "../site";
import { anchorIn } from "../translation";
import { formatDate } from "@/content/format";
import type {
  Chart,
  ClosingCta,
  Cover,
  FeatureItem,
  PageHero,
  Report,
  ReportSection,
} from "@/types/sections";
import type { Locale } from "@/types/facts";
import type { ContentPage, PageMeta } from "@/types/site";

/** The reports, newest last as written; the page shows them newest first. */
export const reportTexts = [
  {
    slug: "growth-readiness-2025",
    title: "Growth Readiness 2025",
    type: "Annual report",
    date: "2025-01-28",
    description:
      "What separates companies that scale from those that stall: planning, hiring and retention findings from 312 growing companies.",
    summary: [
      "Between September and November 2024 we surveyed the founders and chief executives of 312 client companies with 20 to 500 employees, in 18 countries across Europe, North America, Asia-Pacific and the Gulf, and matched their answers with revenue and headcount data for 2022 to 2024. We call 87 of them scalers: revenue grew at least 25% in both 2023 and 2024 while gross margin held steady. Another 94 stalled, growing less than 5% in 2024. The remaining 131 sit in between.",
      "The gap between the two groups has less to do with markets than with habits. Scalers review a short written plan at least once a quarter (71%, against 29% of stallers), fill senior roles faster (a median 54 days, against 97) and keep more of what they sell: they retained 92% of revenue from existing customers in 2024, against 78% for stallers. Stallers were also about twice as likely to replace a senior hire within a year.",
      "Only 78 of the 312 companies, one in four, met our readiness bar on planning, hiring and retention at the same time, and 51 of those 78 were scalers. The report explains the bar and ends with the 12-question checklist we used to score each company, written so that a leadership team can complete it in under an hour before its next board meeting, with what the highest-scoring companies did differently in each area.",
    ],
    chart: {
      title: "Scalers and stallers, side by side",
      series: ["Scalers (87 companies)", "Stallers (94)"],
      rows: [
        {
          label: "Review a written plan at least once a quarter",
          values: [
            { value: 71, display: "71%" },
            { value: 29, display: "29%" },
          ],
          max: 100,
        },
        {
          label: "Revenue kept from existing customers in 2024",
          values: [
            { value: 92, display: "92%" },
            { value: 78, display: "78%" },
          ],
          max: 100,
        },
        {
          label: "Replaced a senior hire within 12 months",
          values: [
            { value: 18, display: "18%" },
            { value: 37, display: "37%" },
          ],
          max: 100,
        },
        {
          label: "Median time to fill a senior role",
          values: [
            { value: 54, display: "54 days" },
            { value: 97, display: "97 days" },
          ],
        },
      ],
      source: "Survey of 312 client companies, September to November 2024.",
    },
    findings: [
      "Scalers were more than twice as likely as stallers to review a written plan of two pages or fewer at least quarterly: 71% against 29%.",
      "Scalers filled senior roles in a median 54 days, against 97 days for stallers.",
      "Stallers were about twice as likely to replace a senior hire within 12 months: 37% against 18% of scalers.",
      "Scalers kept 92% of revenue from existing customers in 2024, against 78% for stallers.",
      "Only 78 of the 312 companies, one in four, met the readiness bar on planning, hiring and retention at once.",
    ],
  },
  {
    slug: "contractor-economy-briefing-2025",
    title: "The Contractor Economy Briefing 2025",
    type: "Briefing",
    date: "2025-03-18",
    description:
      "How growing companies use contractors, and what a vague brief costs them: data from 118 companies and 640 engagements.",
    summary: [
      "In December 2024 and January 2025 we surveyed 204 hiring managers at 118 client companies in the Netherlands, the United Kingdom, the United States, Singapore and the United Arab Emirates. We combined their answers with outcome data on 640 contractor engagements that our talent practice placed or managed in 2023 and 2024, covering roles from data engineering and product design to interim finance and people leadership.",
      "Contractors are now a fixed part of the workforce. They made up a median 18% of headcount at the companies surveyed, up from 12% two years earlier, and the median engagement lasted five months. Yet 52% of hiring managers, 106 of 204, said their company had no standard onboarding for contractors, and the median time from first request to start date was 11 working days.",
      "The brief is where most engagements go wrong. In 37% of the 640 engagements, 237 in all, the scope was extended or rewritten within the first four weeks because the brief had been unclear. Engagements that began with a written brief covering scope, decision rights and a definition of done ran a median 9% over budget; those without one ran 31% over. The briefing includes the one-page brief we now use with clients.",
    ],
    chart: {
      title: "A written brief keeps contractor work on budget",
      series: ["Median budget overrun"],
      rows: [
        { label: "Engagements that began with a written brief", values: [{ value: 9, display: "9%" }] },
        { label: "Engagements without one", values: [{ value: 31, display: "31%" }] },
      ],
      source: "640 contractor engagements placed or managed by our talent practice, 2023 and 2024.",
    },
    findings: [
      "Contractors made up a median 18% of the workforce at the 118 companies, up from 12% two years earlier.",
      "In 37% of 640 engagements, the scope was extended or rewritten within the first four weeks because of an unclear brief.",
      "Engagements that started with a written brief ran a median 9% over budget, against 31% for those without one.",
      "52% of the 204 hiring managers said their company had no standard onboarding for contractors.",
      "The median time from a first request to a contractor's start date was 11 working days.",
    ],
  },
  {
    slug: "customer-care-benchmark-2024",
    title: "Customer Care Benchmark 2024",
    type: "Benchmark",
    date: "2024-11-12",
    description:
      "How 146 companies answer their customers: response times, first-contact resolution and the link between care quality and retention.",
    summary: [
      "From June to August 2024 we reviewed 18,400 customer conversations by email, chat and phone at 146 client companies in 21 countries, from 15-person software startups to retailers with 400 staff. We also made 730 test contacts of our own, five per company, posing as customers with ordinary questions, and interviewed the person responsible for customer care at each company about staffing, tools and reporting lines.",
      "The spread between companies is wide. The median first response to an email took 9 hours and 40 minutes; the fastest quarter of companies answered in under an hour. About one in five of our test contacts, 153 of 730, received an answer that was wrong or incomplete. And 93 companies, 64% of the sample, had no written definition of an urgent request, so urgency was decided ticket by ticket by whoever picked it up.",
      "Care quality tracks retention closely. Companies in the top quarter for first-contact resolution, solving at least 81% of issues on the first contact, kept 89% of their customers over twelve months, against 78% in the bottom quarter. The 38 companies that tagged every ticket by cause and reviewed the tags monthly cut repeat contacts by a median 23% over the previous twelve months. The report sets out the measures, the targets and a 90-day plan.",
    ],
    chart: {
      title: "Solving it on the first contact keeps customers",
      series: ["Customers kept over 12 months"],
      rows: [
        {
          label: "Top quarter for first-contact resolution (81% or more solved at once)",
          values: [{ value: 89, display: "89%" }],
          max: 100,
        },
        {
          label: "Bottom quarter for first-contact resolution",
          values: [{ value: 78, display: "78%" }],
          max: 100,
        },
      ],
      source: "18,400 customer conversations at 146 companies, June to August 2024.",
    },
    findings: [
      "The median first response to an email took 9 hours and 40 minutes, while the fastest quarter of companies replied in under an hour.",
      "153 of our 730 test contacts, 21%, received an answer that was wrong or incomplete.",
      "64% of the companies, 93 of 146, had no written definition of an urgent request.",
      "Companies in the top quarter for first-contact resolution kept 89% of their customers over twelve months, against 78% in the bottom quarter.",
      "The 38 companies that tagged every ticket by cause and reviewed the tags monthly cut repeat contacts by a median 23%.",
    ],
  },
  {
    slug: "leadership-energy-survey-2025",
    title: "Leadership Energy Survey 2025",
    type: "Survey report",
    date: "2025-05-20",
    description:
      "How 418 founders and executives rest, sleep and recover, and which habits go with better decisions under pressure.",
    summary: [
      "In February and March 2025 we asked 418 founders and senior executives at 163 client companies in 22 countries how they work, rest and recover. Respondents described their last twelve months, rated their own energy and decision quality, and kept a one-week log of their working hours. The report also draws on follow-up interviews, held 90 days after the retreat, with 64 executives who attended one of our leadership retreats in 2024.",
      "Rest is scarce at the top. 58% of respondents, 242 of 418, had taken no more than five consecutive days off in the past year, and 41% checked work messages on every day of their last holiday. 27% slept less than six hours on a typical weeknight. Median logged working time was 56 hours a week: founders logged a median 61 hours, against 53 for hired executives.",
      "Habits matter more than hours. Leaders who protected at least one meeting-free half-day each week rated their decision quality 1.4 points higher on a ten-point scale than those who did not, even at similar working hours. Of the 64 retreat participants, 47 (73%) still kept at least one new habit after 90 days. The report closes with four practices and a simple energy log that a leadership team can start using the following week.",
    ],
    chart: {
      title: "How 418 leaders rest",
      series: ["Share of leaders"],
      rows: [
        {
          label: "Took no more than 5 days off in a row in the past year",
          values: [{ value: 58, display: "58%" }],
          max: 100,
        },
        {
          label: "Checked work messages on every day of their last holiday",
          values: [{ value: 41, display: "41%" }],
          max: 100,
        },
        {
          label: "Slept less than 6 hours on a typical weeknight",
          values: [{ value: 27, display: "27%" }],
          max: 100,
        },
      ],
      source: "Survey of 418 founders and executives at 163 companies, February and March 2025.",
    },
    findings: [
      "58% of the 418 leaders had taken no more than five consecutive days off in the past twelve months.",
      "41% checked work messages on every day of their last holiday.",
      "27% slept less than six hours on a typical weeknight.",
      "Leaders with a protected meeting-free half-day each week rated their decision quality 1.4 points higher on a ten-point scale.",
      "47 of 64 retreat participants, 73%, still kept at least one new habit 90 days after their retreat.",
    ],
  },
  {
    slug: "ai-strategy-guide",
    title: "The AI Strategy Guide",
    type: "Guide",
    date: "2025-06-17",
    description:
      "Where AI earns its keep at companies of 20 to 500 people: how to choose the first processes, a 90-day plan to a working pilot, and what to measure.",
    summary: [
      "This guide is for leadership teams at companies with 20 to 500 employees that have to decide where AI is worth the money. It draws on the 41 engagements our AI practice completed between January 2023 and November 2024, from invoice matching and ticket routing to sales forecasting, and on what became of each pilot in the six months after it ended. 26 of the 41 pilots, 63%, were in daily use six months later; the other 15 were stopped or shelved, most of them for reasons that were visible before anyone chose a tool.",
      "Choose the first two or three processes with four tests. The volume is high, at least 200 cases a month. The work follows rules that someone could write down. The data already sits in your own systems, with at least 12 months of history. And a person can catch a mistake before it reaches a customer or the books. 19 of the 22 pilots on processes that passed all four tests reached daily use, against 7 of the 19 that did not. Settle the data and governance questions before you choose a tool: who owns each data source, what may leave the company, who signs off on an AI output and where errors are logged. In 17 of the 41 engagements, access to the data took more than three weeks, usually because nobody had decided who owned it.",
      "The guide sets out a 90-day plan. Days 1 to 30: choose the processes, answer the governance questions and measure today's time, errors and cost per case as a baseline. Days 31 to 60: build or configure a pilot on real data with a group of five to ten users. Days 61 to 90: run it next to the current way of working, compare it with the baseline and decide whether to scale or stop. Buy when many companies share the process, and build only when it runs on data that sets you apart: 29 of the 41 engagements ended with a bought or configured tool. Train people before launch, not after, and give each team one person who answers questions in the first weeks. The guide ends with the scorecard we use to rank processes and the full list of governance questions.",
    ],
    chart: {
      title: "Pilots that pass the four tests reach daily use",
      series: ["Pilots in daily use six months later"],
      rows: [
        {
          label: "Processes that passed all four selection tests",
          values: [{ value: 86.4, display: "19 of 22" }],
          max: 100,
        },
        {
          label: "Processes that did not",
          values: [{ value: 36.8, display: "7 of 19" }],
          max: 100,
        },
      ],
      source: "The 41 engagements of our AI practice, January 2023 to November 2024.",
    },
    findings: [
      "19 of the 22 pilots on processes that passed all four selection tests reached daily use, against 7 of the 19 that did not.",
      "Pilots that reached daily use cut handling time per case by a median 31% against the baseline measured before they started.",
      "In 17 of the 41 engagements, getting access to the data took more than three weeks.",
      "29 of the 41 engagements ended with a bought or configured tool rather than a custom build.",
      "Where every user had hands-on training before launch, a median 78% of them still used the tool every week after 90 days, against 45% where training came later.",
    ],
  },
  {
    slug: "customer-care-guide",
    title: "The Customer Care Guide",
    type: "Guide",
    date: "2025-04-08",
    description:
      "How to set up or outsource customer care: hours and channels, response targets, first-contact resolution, staffing for your ticket volume and retention.",
    summary: [
      "This guide is for companies that are setting up customer care or deciding whether to hand it to a partner. It builds on our Customer Care Benchmark 2024, which reviewed 18,400 conversations at 146 companies, and on the support operations we run for clients, where customer satisfaction stands at 95% and urgent requests get a response in under 2 minutes. It takes the decisions in the order most companies face them: hours and channels, response targets, first-contact resolution, staffing, outsourcing and the effect on retention.",
      "Start from when and how your customers get in touch. Log every contact for four weeks before you fix your hours, and open a channel only when you can staff it to its target. Write down what counts as urgent, which 64% of the companies in the benchmark had not done, and set a target per channel: under 2 minutes for urgent requests, and an answer to email within four working hours rather than the benchmark median of 9 hours and 40 minutes. Then measure first-contact resolution. Companies in the benchmark's top quarter solved at least 81% of issues on the first contact and kept 89% of their customers over twelve months, against 78% in the bottom quarter.",
      "A ticket volume turns into staffing in two ways. In the operations we run, a ticket takes a median 12 minutes, so 500 tickets a month are 100 hours of work; but keeping one person available from 7AM to 9PM on 22 working days takes 308 hours a month, close to two full-time employees. Outsource when coverage costs more than your volume justifies, or when demand swings with the seasons: our plans run from Basic at €299 a month (9AM to 5PM, up to 100 tickets) and Professional at €799 (7AM to 9PM, up to 500 tickets, a dedicated account manager) to a custom Enterprise plan with 24/7 cover, unlimited tickets and SLA guarantees. To see what care does for retention, tag every ticket by cause and compare how many customers are still active 6 months later, split by whether their first contact solved the issue.",
    ],
    chart: {
      title: "What 500 tickets a month take",
      series: ["Hours of work a month"],
      rows: [
        {
          label: "Answering 500 tickets at a median 12 minutes each",
          values: [{ value: 100, display: "100 hours" }],
        },
        {
          label: "Keeping one person available from 7AM to 9PM on 22 working days",
          values: [{ value: 308, display: "308 hours" }],
        },
      ],
      source: "The support operations we run for clients.",
    },
    findings: [
      "Across the support operations we run for clients, customer satisfaction is 95% and urgent requests get a response in under 2 minutes.",
      "Clients whose customer care we run see a 40% gain in customer satisfaction and a 25% retention increase within 6 months.",
      "In our 2024 benchmark, companies in the top quarter for first-contact resolution, at 81% or more, kept 89% of their customers over twelve months, against 78% in the bottom quarter.",
      "64% of the 146 benchmark companies had no written definition of an urgent request, which this guide asks you to write before you set any target.",
      "At a median 12 minutes per ticket, 500 tickets a month are 100 hours of work, while keeping one person available from 7AM to 9PM on 22 working days takes 308 hours.",
    ],
  },
] as const;

export type ReportText = (typeof reportTexts)[number];

/** A report's cover: its key finding, seeded by its slug (the same drawing in both editions). */
export function reportCover(report: { slug: string; chart: Chart }): Cover {
  return { seed: report.slug, chart: report.chart };
}

/** Where a report's PDF is served in an edition: the reports page's path, then its slug. */
export function reportPdfPath(report: ReportText, locale: Locale = "en"): string {
  return `${routesIn[locale].reports}/${report.slug}.pdf`;
}

/** The reports that are guides, with their card's icon: where the service pages' guide buttons land on /insights. */
const guides = { "ai-strategy-guide": "brain-circuit", "customer-care-guide": "headset" } as const;

/**
 * An edition's guides as cards for the insights page: anchored at their slugs (/insights#ai-strategy-guide, the
 * target of the AI and customer care pages' guide buttons; /nl/inzichten#ai-strategiegids), with three of their findings and the PDF to download.
 */
export function guideCards(
  texts: readonly ReportText[],
  locale: Locale,
  download: string,
): readonly FeatureItem[] {
  return texts
    .filter((report) => report.slug in guides)
    .map((report) => ({
      id: anchorIn(report.slug, locale),
      icon: guides[report.slug as keyof typeof guides],
      badge: report.type,
      title: report.title,
      description: report.description,
      features: report.findings.slice(0, 3),
      action: { label: download, href: reportPdfPath(report, locale) },
    }));
}

/** An edition's report cards, newest first, each with its download link labelled in the edition's words. */
export function reportCards(
  texts: readonly ReportText[],
  locale: Locale,
  download: { label: string; note: string },
): readonly Report[] {
  return [...texts]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((report) => ({
      slug: report.slug,
      title: report.title,
      type: report.type,
      date: formatDate(report.date, locale),
      dateTime: report.date,
      description: report.description,
      summary: report.summary,
      findings: report.findings,
      chart: report.chart,
      cover: reportCover(report),
      download: { ...download, href: reportPdfPath(report, locale) },
    }));
}

/** The reports page of an edition. */
export interface ReportsPage extends ContentPage {
  hero: PageHero;
  reports: ReportSection;
  closing: ClosingCta;
}

export const page: ReportsPage = {
  meta: {
    path: routes.reports,
    title: "Business reports",
    description: `${brand.name}'s reports on growth readiness, contractors, customer care and leadership energy, and guides to AI strategy and customer care, as PDFs.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Reports",
    title: "Business reports",
    lead: "What we learn from surveying our clients and the companies around them, written up with the numbers and what to do about them.",
  } satisfies PageHero,
  reports: {
    intro: {
      eyebrow: "Latest reports",
      title: "Reports and guides, free to read",
      lead: "Preview a report's summary and key findings here, or download the executive summary as a PDF.",
    },
    reports: reportCards(reportTexts, "en", { label: "Download", note: "Executive summary, PDF" }),
  } satisfies ReportSection,
  closing: {
    title: "Want the full data for your sector?",
    lead: "Our research team can break any report down for your market, or run a study of your own.",
    actions: [
      { label: "Commission research", href: routes.research },
      { label: "Contact us", href: routes.contact, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
