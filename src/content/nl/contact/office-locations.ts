/** /nl/contact/kantoren */
import { page as english } from "../../contact/office-locations";
import { inDutch } from "../../translation";
import { brand, businessHours, headquarters, offices } from "../site";

export const page = inDutch("contact/office-locations page", english, {
  meta: {
    title: "Kantoren",
    description: `Adressen, telefoonnummers, e-mail en openingstijden van de vijf kantoren van ${brand.name}: Amsterdam (hoofdkantoor), Londen, New York, Singapore en Dubai.`,
  },
  hero: {
    eyebrow: "Kantoren",
    title: "Vijf kantoren, één team",
    lead: `Ons hoofdkantoor staat in ${headquarters.city}; daarnaast werken onze partners vanuit Londen, New York, Singapore en Dubai. Kom langs op afspraak, of schrijf naar het kantoor bij u in de buurt: dat antwoordt in uw tijdzone.`,
    actions: [{ label: "Neem contact op" }],
  },
  offices: {
    intro: {
      eyebrow: "Waar we zitten",
      title: "Vind een kantoor",
      lead: "Elk kantoor ontvangt u op afspraak. De openingstijden zijn in lokale tijd; het kantoor in Dubai werkt van zondag tot en met donderdag.",
    },
    offices,
  },
  general: {
    intro: {
      eyebrow: "Twijfelt u over het juiste kantoor?",
      title: "Begin bij het centrale secretariaat",
      lead: "Mail of bel het centrale secretariaat in Amsterdam, dan geven we uw bericht door aan de partner die u het best kan antwoorden, waar die ook zit.",
    },
    details: {
      title: "Centraal secretariaat",
      hours: { title: "Openingstijden", week: businessHours },
    },
  },
  closing: {
    title: "Een bezoek plannen?",
    lead: "Laat ons weten wanneer u in de stad bent en wat u wilt bespreken, dan plannen we een afspraak met de juiste mensen aan tafel.",
    actions: [{ label: "Neem contact op" }, { label: "Partnerschappen" }],
  },
});
