/** The Dutch header's dropdown groups and the footer's link columns (`../navigation`), each link to its Dutch page. */
import {
  connectLinks as englishConnectLinks,
  contactAction as englishContactAction,
  folderPages as englishFolderPages,
  homeLink as englishHomeLink,
  legalLinks as englishLegalLinks,
  navGroups as englishNavGroups,
  officesAction as englishOfficesAction,
  specialtyLinks as englishSpecialtyLinks,
} from "../navigation";
import { dutchRoutes, routes, type RouteId } from "../routes";
import { inDutch } from "../translation";
import { serviceLinks } from "./services";
import { brand, replyTime } from "./site";
import { formatDuration } from "@/content/format";
import type { FooterColumn, NavGroup, NavLink } from "@/types/site";

/**
 * The Dutch folder of an English folder of the route table ("/specialties" is "/nl/specialismen"): the same
 * number of segments under /nl, in the Dutch path of a page inside it.
 */
function dutchFolder(folder: string): string {
  const inside = (Object.keys(routes) as RouteId[]).find((id) => routes[id].startsWith(`${folder}/`));
  if (!inside) throw new Error(`No page of the route table is in the folder ${folder}`);
  return dutchRoutes[inside]
    .split("/")
    .slice(0, folder.split("/").length + 1)
    .join("/");
}

/** The Dutch folders that the English group `id` also covers ("/nl/specialismen" under Diensten). */
const alsoCovers = (id: string) =>
  englishNavGroups.find((navGroup) => navGroup.id === id)?.alsoCovers?.map(dutchFolder);

export const navGroups: readonly NavGroup[] = inDutch("navigation navGroups", englishNavGroups, [
  {
    label: "Diensten",
    alsoCovers: alsoCovers("services"),
    summary: "Zes vakgebieden die een bedrijf van het eerste plan naar een goed draaiend team brengen.",
    overview: "Alle diensten",
    links: serviceLinks,
  },
  {
    label: "Over ons",
    summary: "Wie we zijn, hoe we werken en wat onze klanten met ons hebben bereikt.",
    overview: "Meer over ons",
    links: [
      { label: "Onze organisatie", description: "Missie, visie en waarden" },
      { label: "Leiderschap", description: "Maak kennis met onze oprichter" },
      { label: "Geschiedenis", description: "Hoe het bureau groeide, jaar na jaar" },
      { label: "Wereldwijd netwerk", description: "Vijf kantoren, één team" },
      { label: "Onze aanpak", description: "Ontdekken, ontwerpen, ontwikkelen, opleveren" },
      { label: "Succesverhalen", description: "Praktijkcases en resultaten" },
    ],
  },
  {
    label: "Inzichten",
    summary: "Onderzoek, rapporten en de denkwijze achter ons werk.",
    overview: "Alle inzichten",
    links: [
      { label: "Onderzoek", description: "Marktonderzoek en marktinformatie" },
      { label: "Rapporten", description: "Bedrijfsrapporten om te downloaden" },
      { label: "Publicaties", description: "Artikelen van onze consultants" },
      { label: "Uitgelicht artikel", description: "De longread die onze partners kozen" },
      { label: "Visie op bedrijfsopbouw", description: "Hoe wij bedrijven bouwen die blijven bestaan" },
      { label: "Visie op talent", description: "Potentieel boven prestaties" },
      { label: "Visie op persoonlijke ontwikkeling", description: "Groei, retreats en nieuwe energie" },
      { label: "Visie op marketing", description: "Marketing en sales als één systeem" },
    ],
  },
  {
    label: "Contact",
    alsoCovers: alsoCovers("contact"),
    summary: `Praat met een partner. U krijgt binnen ${formatDuration(replyTime, "nl")} antwoord.`,
    overview: "Alle contactmogelijkheden",
    links: [
      { label: "Neem contact op", description: "Stuur ons een bericht" },
      { label: "Kantoren", description: "Adressen, telefoonnummers en openingstijden" },
      { label: "Partnerschappen", description: "Stel een partnerschap of samenwerking voor" },
    ],
  },
]);

/** The Dutch home page, as the breadcrumb trails name it. */
export const homeLink: NavLink = inDutch("navigation homeLink", englishHomeLink, { label: "Home" });

/** Label of each folder page; the keys are the English folders, which the Dutch folders replace below. */
const folderLabels: Readonly<Record<string, string>> = {
  "/specialties": "Diensten",
  "/connect": "Samenwerken",
};

/**
 * Folders of the Dutch route table without a page of their own, and the page that stands for each in a
 * breadcrumb trail: the specialisms belong to Diensten, the connect pages to the careers page.
 */
export const folderPages: Readonly<Record<string, NavLink>> = Object.fromEntries(
  Object.entries(englishFolderPages).map(([folder, link]) => {
    const label = folderLabels[folder];
    if (!label) throw new Error(`navigation folderPages: no Dutch label for ${folder}`);
    return [dutchFolder(folder), inDutch(`navigation folderPages ${folder}`, link, { label })];
  }),
);

export const contactAction: NavLink = inDutch("navigation contactAction", englishContactAction, {
  label: "Contact",
});
export const officesAction: NavLink = inDutch("navigation officesAction", englishOfficesAction, {
  label: "Vind een kantoor",
});

const group = (id: string): NavGroup => {
  const found = navGroups.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown navigation group: ${id}`);
  return found;
};

const overview = (navGroup: NavGroup, label: string): NavLink => ({ label, href: navGroup.href });

/** The six specialism pages (no header group of their own). */
export const specialtyLinks: readonly NavLink[] = inDutch(
  "navigation specialtyLinks",
  englishSpecialtyLinks,
  [
    { label: "Bedrijfsopbouw" },
    { label: "Startupadvies" },
    { label: "Salestraining" },
    { label: "Talentmatching" },
    // A soft hyphen where Dutch breaks the word: the footer's narrow columns on a phone need the break.
    { label: "Leiderschaps\u00adontwikkeling" },
    { label: "Persoonlijke ontwikkeling" },
  ],
);

/** The connect pages: careers in the firm's network, and its sales team. */
export const connectLinks: readonly NavLink[] = inDutch("navigation connectLinks", englishConnectLinks, [
  { label: `Werken bij ${brand.name}` },
  { label: "Salesteam" },
]);

export const footerColumns: readonly FooterColumn[] = [
  {
    title: "Diensten",
    links: [overview(group("services"), "Alle diensten"), ...group("services").links],
  },
  {
    title: "Specialismen",
    links: specialtyLinks,
  },
  {
    title: "Over ons",
    links: [overview(group("about"), `Over ${brand.name}`), ...group("about").links],
  },
  {
    title: "Inzichten",
    links: [overview(group("insights"), "Alle inzichten"), ...group("insights").links.slice(0, 4)],
  },
  {
    title: "Contact",
    links: [overview(group("contact"), "Alle contactopties"), ...group("contact").links, ...connectLinks],
  },
];

export const legalLinks: readonly NavLink[] = inDutch("navigation legalLinks", englishLegalLinks, [
  { label: "Privacy" },
  { label: "Juridisch" },
  { label: "Voorwaarden" },
  { label: "Toegankelijkheid" },
  { label: "Sitemap" },
]);
