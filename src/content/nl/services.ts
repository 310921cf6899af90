/**
 * The six services in Dutch, once: their names, pages and icons come from the English list, the words from here.
 * The Dutch header, footer, home page and services overview read this list.
 */
import { services as english, servicesOf, type ServiceId } from "../services";
import { glossary } from "../glossary";
import { inDutch } from "../translation";

export type { ServiceId };

export const services = inDutch("services", english, [
  {
    title: glossary.practices.consultancyStrategy.nl,
    navDescription: "Diagnose, strategie en het plan om die uit te voeren",
    summary:
      "Een heldere diagnose van waar uw bedrijf staat, een strategie die uw directie zelf draagt en een 90-dagenplan om ermee te beginnen.",
    highlights: [
      "Strategische planning",
      "Ontwerp van het verdienmodel",
      "Doorlichting van de bedrijfsinrichting",
    ],
  },
  {
    title: glossary.practices.marketingSales.nl,
    navDescription: "Positionering, kanalen en een salesaanpak die meegroeit",
    summary:
      "Positionering, kanaalplannen en een salesproces dat belangstelling vertaalt in voorspelbare omzet.",
    highlights: ["Go-to-marketplannen", "Inrichting van het salesproces", "Campagnemanagement"],
  },
  {
    title: glossary.practices.freelanceTalent.nl,
    navDescription: "Specialisten en complete teams, gevonden en gescreend",
    summary:
      "Gescreende specialisten voor een project, een senior kracht op een sleutelpositie of een compleet team rond een doel.",
    highlights: ["Executive search", "Projectbemensing", "Freelance specialisten"],
  },
  {
    title: glossary.practices.retreatsLifestyle.nl,
    navDescription: "Retreats, wellnessprogramma's en lifecoaching",
    summary:
      "Leiderschapsretreats, wellnessprogramma's en lifecoaching die mensen de ruimte geven om na te denken, zodat ze scherper terugkomen.",
    highlights: ["Retreatmanagement", "Wellnessprogramma's", "Lifecoaching"],
  },
  {
    title: glossary.practices.aiSolutions.nl,
    navLabel: "AI-oplossingen",
    navDescription: "AI-strategie, automatisering en data-analyse",
    summary:
      "Waar AI in uw bedrijf iets oplevert, of u het zelf bouwt of inkoopt, en hoe uw mensen er goed mee leren werken.",
    highlights: ["AI-strategie", "Procesautomatisering", "Data-analyse"],
  },
  {
    title: glossary.practices.customerCare.nl,
    navDescription: "Een serviceorganisatie die klanten aan u bindt",
    summary: "Serviceteams, tools en servicenormen waarmee u snel antwoordt en klanten blijven terugkomen.",
    highlights: ["Inrichting van de klantenservice", "Servicekwaliteit", "Klantbehoudprogramma's"],
  },
]);

export const { service, serviceSummaries, serviceLinks } = servicesOf(services);
