/** /nl/contact/partnerschappen */
import { page as english } from "../../contact/partnership-inquiries";
import { inDutch } from "../../translation";
import { brand, offices } from "../site";
import { formatCount } from "@/content/format";

export const page = inDutch("contact/partnership-inquiries page", english, {
  meta: {
    title: "Partnerschappen",
    description: `Strategische partnerschappen, consultancypartners, wereldwijde allianties en technologiepartners: stel ${brand.name} een samenwerking voor.`,
  },
  hero: {
    eyebrow: "Partnerschappen",
    title: "Samenwerken als partner",
    lead: "We werken samen met bedrijven waarvan de sterke punten de onze aanvullen: in andere markten, andere vakgebieden en andere technologieën. Vertel ons wat we samen kunnen opbouwen.",
    actions: [{ label: "Stel een partnerschap voor" }],
  },
  opportunities: {
    intro: {
      eyebrow: "Zo werken we samen",
      title: "Vier soorten partnerschap",
      lead: "Elk partnerschap begint met een gesprek over een behoefte die onze klanten gemeen hebben, en wordt schriftelijk vastgelegd voordat we samen voor een klant aan de slag gaan.",
    },
    items: [
      {
        title: "Strategische partnerschappen",
        description:
          "Bedrijven die dezelfde klanten vanuit een ander vak bedienen, zoals advocaten, financieel adviseurs of ontwerpbureaus, en hun samen met ons één samenhangend plan willen bieden.",
      },
      {
        title: "Consultancypartners",
        description:
          "Zelfstandige consultants en boutiquebureaus met diepgaande kennis van een sector of vakgebied, die samen met onze teams projecten leiden.",
      },
      {
        title: "Wereldwijde allianties",
        description: `Bedrijven in markten waar onze ${formatCount(offices.length, "nl")} kantoren niet zitten, die onze klanten in hun regio verder helpen en hun eigen klanten bij ons introduceren.`,
      },
      {
        title: "Technologiepartners",
        description:
          "Software- en databedrijven waarvan onze klanten de producten in gebruik nemen, en die willen dat de implementatie en de verandering goed verlopen.",
      },
    ],
  },
  form: {
    eyebrow: "Voorstel",
    title: "Stel een partnerschap voor",
    lead: "Een partner van ons bureau leest elk voorstel, antwoordt binnen 24 uur en laat u binnen vijf werkdagen weten of het past.",
  },
  details: {
    title: "Team partnerschappen",
  },
});
