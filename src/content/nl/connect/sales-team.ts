/** /nl/samenwerken/salesteam */
import { page as english } from "../../connect/sales-team";
import { inDutch } from "../../translation";
import { brand } from "../site";

export const page = inDutch("connect/sales-team page", english, {
  meta: {
    title: "Salesteam",
    description: `Maak kennis met het salesteam van ${brand.name} in Amsterdam, Londen en Singapore: wie ze zijn, waar hun kracht ligt en hoe u ze rechtstreeks mailt of belt.`,
  },
  hero: {
    eyebrow: "Persoonlijk contact",
    title: "Praat met ons salesteam",
    lead: "Drie mensen die al onze diensten kennen en weten wat ze kosten. Bel of mail degene die het dichtst bij u zit; u krijgt binnen 24 uur antwoord.",
  },
  team: {
    intro: {
      eyebrow: "Het team",
      title: "Met wie u spreekt",
      lead: "Geen scripts en geen doorverwijzingen: wie u belt, blijft uw aanspreekpunt tot het voorstel is getekend.",
    },
    members: [
      {
        name: "Sofia Martens",
        role: "Hoofd business development",
        specialization:
          "Strategie, bedrijfsopbouw en transformatieprogramma's voor scale-ups en familiebedrijven in Europa.",
        location: "Amsterdam",
      },
      {
        name: "James Okafor",
        role: "Senior accountdirector",
        specialization:
          "Marketing- en salesprogramma's, salestraining en leiderschapsontwikkeling voor teams van grote bedrijven in het Verenigd Koninkrijk en Noord-Amerika.",
        location: "Londen",
      },
      {
        name: "Priya Raman",
        role: "Directeur partnerschappen Azië-Pacific",
        specialization:
          "Werving van talent, klantenservice en AI-projecten voor bedrijven die in Azië-Pacific en de Golfregio van start gaan of daar groeien.",
        location: "Singapore",
      },
    ],
  },
  steps: {
    intro: {
      eyebrow: "Na uw eerste contact",
      title: "Van eerste gesprek tot voorstel",
    },
    steps: [
      {
        title: "Een eerste gesprek",
        description: "Dertig minuten om uw doel, uw planning en uw budget goed te begrijpen.",
        detail: "Binnen 24 uur",
      },
      {
        title: "De juiste consultant",
        description:
          "We betrekken de consultant die uw project zou leiden, zodat u hem of haar spreekt voordat u beslist.",
        detail: "Binnen een week",
      },
      {
        title: "Een schriftelijk voorstel",
        description:
          "Afbakening, team, planning en een vaste prijs of een duidelijk tarief, zonder verplichtingen.",
        detail: "Binnen twee weken",
      },
    ],
  },
  closing: {
    title: "Liever eerst schrijven?",
    lead: "Stuur een kort bericht, dan belt het juiste teamlid u terug.",
    actions: [{ label: "Neem contact op" }, { label: "Onze kantoren" }],
  },
});
