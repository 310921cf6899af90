/** /nl : the Dutch home page. */
import { featuredReportOf, page as english } from "../home";
import { reportTexts } from "./insights/reports";
import { inDutch } from "../translation";
import { contactAction, officesAction } from "./navigation";
import { brand, projectStartWords, replyTime } from "./site";
import { formatDate, formatDuration } from "@/content/format";
import { allArticles, teaserOf } from "@/content/insights/library";
import { founder, partners } from "./about/firm";
import { peopleOf } from "../about/firm";
import { page as successStories } from "./about/success-stories";
import { dutchRoutes } from "../routes";
import { offices } from "./site";

const featured = featuredReportOf(reportTexts);

export const page = inDutch("home page", english, {
  meta: {
    title: `${brand.name} | ${brand.tagline}`,
    description:
      "Advies voor oprichters en bestuurders over strategie, marketing en sales, talent, retreats, AI en klantenservice, vanuit kantoren op drie continenten.",
  },
  hero: {
    eyebrow: "Strategie · Groei · Talent",
    title: brand.tagline,
    lead: "Wij helpen ondernemers, bestuurders en groeiende organisaties de beslissingen te nemen die hun komende tien jaar bepalen, en daarna blijven we om ze mee uit te voeren.",
    actions: [{ label: "Wie wij zijn" }, { label: "Wat wij doen" }, { label: "Werken bij ons" }],
  },
  featuredReport: {
    eyebrow: "Uitgelicht rapport",
    title: featured.title,
    description:
      "Wat bedrijven die doorgroeien anders doen dan bedrijven die vastlopen: onze bevindingen over planning, werving en klantbehoud, met een checklist voor uw volgende bestuursvergadering.",
    meta: [featured.type, formatDate(featured.date, "nl")],
    cover: { chart: featured.chart },
    action: { label: "Bekijk onze inzichten" },
  },
  servicesIntro: {
    eyebrow: "Wat wij doen",
    title: "Zes vakgebieden, één team",
    lead: "Begin bij de vraag die nu op tafel ligt. Onze consultants werken over de grenzen van hun vakgebied heen, zodat het antwoord niet ophoudt waar een afdeling ophoudt.",
    action: { label: "Alle diensten" },
  },
  insightsIntro: {
    eyebrow: "Inzichten",
    title: "Ideeën die u maandag al kunt toepassen",
    lead: "Praktijkervaring en onderzoek van onze consultants over het opbouwen van bedrijven, teams en loopbanen.",
    action: { label: "Bekijk alle inzichten" },
  },
  case: {
    intro: {
      eyebrow: "Een recente case",
      title: "Wat er veranderde voor één klant",
      action: { label: "Alle succesverhalen" },
    },
    story: successStories.stories.stories[2]!,
    action: { label: "Lees de hele case" },
  },
  people: {
    intro: {
      eyebrow: "Onze mensen",
      title: "De partners met wie u werkt",
      lead: "Een van hen leidt elke opdracht, van het eerste gesprek tot het resultaat.",
      action: { label: "Maak kennis met onze leiding" },
    },
    members: peopleOf({ founder, partners }, offices, dutchRoutes.leadership),
  },
  /** The four newest articles, as the English page picks them. */
  insightsArticles: allArticles("nl").slice(0, 4).map(teaserOf),
  closing: {
    title: "Ligt er een beslissing op tafel?",
    lead: `Vertel ons waar u staat en waar u naartoe wilt. Een partner reageert binnen ${formatDuration(replyTime, "nl")}, en de meeste projecten gaan binnen ${projectStartWords} van start.`,
    actions: [{ label: contactAction.label }, { label: officesAction.label }],
  },
});
