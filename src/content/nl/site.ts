/**
 * The Dutch edition of the site configuration (`../site`): the brand's tagline and description, the offices'
 * names, countries and specialties, the social links' labels, the start time and the firm's figures, in Dutch.
 * Contact details, hours, ids and numbers are the English module's.
 */
import * as english from "../site";
import { inDutch, type Texts } from "../translation";
import { formatDuration } from "@/content/format";
import type { Office, SocialLink, SocialNetwork } from "@/types/site";

export { businessHours, contact, mailDomain, projectStartTime, replyTime, slugify } from "../site";

/** The words of an office; the rest of it (phone, mail, hours, place, team) is the English office's. */
type OfficeWords = Pick<Office, "city" | "country" | "district" | "address" | "specialties" | "zoneName">;

/** Each office's words in Dutch, by its id. Street addresses stay as the post writes them; countries are Dutch. */
const officeWords: Record<string, Texts<OfficeWords>> = {
  amsterdam: {
    city: "Amsterdam",
    country: "Nederland",
    district: "Zuidas",
    address: ["Gustav Mahlerlaan 310", "1082 ME Amsterdam", "Nederland"],
    specialties: ["Bedrijfsopbouw", "Advies & strategie", "Retreats & leefstijl"],
    zoneName: "Midden-Europese tijd",
  },
  london: {
    city: "Londen",
    country: "Verenigd Koninkrijk",
    district: "City of London",
    address: ["20 Finsbury Circus", "London EC2M 7EA", "Verenigd Koninkrijk"],
    specialties: ["Leiderschapsontwikkeling", "Salestraining", "Executive search"],
    zoneName: "Britse tijd",
  },
  "new-york": {
    city: "New York",
    country: "Verenigde Staten",
    district: "Manhattan",
    address: ["250 Park Avenue South, 7th Floor", "New York, NY 10003", "Verenigde Staten"],
    specialties: ["Startupadvies", "Marketing & sales", "AI-oplossingen"],
    zoneName: "Amerikaanse oostkusttijd",
  },
  singapore: {
    city: "Singapore",
    country: "Singapore",
    district: "Marina Bay",
    address: ["8 Marina View, Level 21", "Singapore 018960", "Singapore"],
    specialties: ["Werving van talent", "Klantenservice", "Markttoetreding in Azië-Pacific"],
    zoneName: "Singaporese tijd",
  },
  uae: {
    city: "Dubai",
    country: "VAE",
    district: "Media City Free Zone",
    address: ["Building 5, Office 402", "Dubai Media City", "Verenigde Arabische Emiraten"],
    specialties: ["Bedrijfsopbouw", "Persoonlijke ontwikkeling", "Retreatmanagement"],
    zoneName: "Golfstandaardtijd",
  },
};

/** The offices, in the English order, with their words in Dutch. */
export const offices: readonly Office[] = english.offices.map((office) => {
  const words = officeWords[office.id];
  if (!words) throw new Error(`site offices: no Dutch words for the office "${office.id}"`);
  const { city, country, district, address, specialties, zoneName } = office;
  const englishWords: OfficeWords = { city, country, district, address, specialties, zoneName };
  return { ...office, ...inDutch(`site office ${office.id}`, englishWords, words) };
});

export const { officesById, officeCities, headquarters } = english.officesOf(offices);

export const brand = inDutch("site brand", english.brand, {
  name: english.brand.name,
  legalName: english.brand.legalName,
  chamberOfCommerce: english.brand.chamberOfCommerce,
  vatNumber: english.brand.vatNumber,
  tagline: "Samen bouwen aan een heldere toekomst.",
  description: `Advies voor ondernemers, bestuurders en groeiende organisaties: strategie, marketing en sales, talent, AI en klantenservice, vanuit kantoren in ${officeCities("nl")}.`,
});

/** The networks as a Dutch label names them. */
const networkNames: Record<SocialNetwork, string> = {
  linkedin: "LinkedIn",
  x: "X",
  instagram: "Instagram",
  youtube: "YouTube",
};

/** Social profiles (placeholders, as in English), labelled in Dutch. */
export const socialLinks: readonly SocialLink[] = english.socialLinks.map((link) => ({
  ...link,
  label: `${brand.name} op ${networkNames[link.network]}`,
}));

/** How soon work begins once an engagement is agreed, as a sentence says it: "een à twee weken". */
export const projectStartWords = formatDuration(english.projectStartTime, "nl", { prose: true });

/** The start time in the sentence that closes a plan list or a proposal. */
export const projectStart = `Een project kan binnen ${projectStartWords} na ondertekening van start gaan.`;

/** A figure of `firmFacts` ("150+") as a sentence writes it: "ruim 150". */
export function roughly(value: string): string {
  return value.endsWith("+") ? `ruim ${value.slice(0, -1)}` : value;
}

/** Firm-wide figures, shown as display text: the home page and the services overview show them. */
export const firmFacts = inDutch("site firmFacts", english.firmFacts, [
  { value: `${offices.length}`, label: "kantoren" },
  { value: "150+", label: "medewerkers" },
  { value: "25+", label: "landen met klanten" },
]);
