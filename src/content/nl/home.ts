/** /nl : the Dutch home page. */
import { featuredReportOf, page as english } from "../home";
import { reportTexts } from "./insights/reports";
import { inDutch } from "../translation";
import { contactAction, officesAction } from "./navigation";
import { brand, projectStartTime, replyTime } from "./site";
import { formatDate, formatDuration } from "@/lib/format";
import { allArticles, teaserOf } from "@/content/insights/library";

const featured = featuredReportOf(reportTexts);

export const page = inDutch("home page", english, {
  meta: {
    title: `${brand.name} | ${brand.tagline}`,
    description:
      "Advies over strategie, marketing en sales, talent, retreats, AI en klantenservice voor oprichters en bestuurders, met kantoren op drie continenten.",
  },
  hero: {
    eyebrow: "Strategie · Groei · Talent",
    title: brand.tagline,
    lead: "We helpen ondernemers, bestuurders en groeiende organisaties de beslissingen te nemen die de komende tien jaar bepalen, en daarna blijven we om ze mee uit te voeren.",
    actions: [{ label: "Wie we zijn" }, { label: "Wat we doen" }, { label: "Werken bij ons" }],
  },
  featuredReport: {
    eyebrow: "Uitgelicht rapport",
    title: featured.title,
    description:
      "Wat bedrijven die doorgroeien onderscheidt van bedrijven die vastlopen: onze bevindingen over planning, werving en klantbehoud, met een checklist voor uw volgende bestuursvergadering.",
    meta: [featured.type, formatDate(featured.date, "nl")],
    action: { label: "Bekijk onze inzichten" },
  },
  servicesIntro: {
    eyebrow: "Wat we doen",
    title: "Zes vakgebieden, één team",
    lead: "Begin bij de vraag die nu voor u ligt. Onze consultants werken over vakgebieden heen, zodat het antwoord niet ophoudt bij de grens van een afdeling.",
    action: { label: "Alle diensten" },
  },
  insightsIntro: {
    eyebrow: "Inzichten",
    title: "Ideeën die u maandag al kunt gebruiken",
    lead: "Praktijkervaringen en onderzoek van onze consultants over het bouwen van bedrijven, teams en loopbanen.",
    action: { label: "Bekijk alle inzichten" },
  },
  /** The four newest articles, as the English page picks them. */
  insightsArticles: allArticles("nl").slice(0, 4).map(teaserOf),
  closing: {
    title: "Ligt er een beslissing op tafel?",
    lead: `Vertel ons waar u staat en waar u naartoe wilt. Een partner reageert binnen ${formatDuration(replyTime, "nl")}, en de meeste projecten starten binnen ${formatDuration(projectStartTime, "nl")}.`,
    actions: [{ label: contactAction.label }, { label: officesAction.label }],
  },
});
