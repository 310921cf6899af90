/** /nl/over-ons */
import { page as english } from "../../about/overview";
import { inDutch } from "../../translation";
import { brand, offices, projectStart, replyTime } from "../site";
import { coreValues, mission } from "./firm";
import { formatDuration } from "@/lib/format";

export const page = inDutch("about/overview page", english, {
  meta: {
    title: `Over ${brand.name}`,
    description:
      "Wie we zijn: onze missie, 500+ klanten en 50+ startups in 10+ jaar, onze waarden, onze oprichter, onze kantoren en hoe we met klanten werken.",
  },
  hero: {
    eyebrow: "Over ons",
    title: "Adviseurs die blijven tot het plan werkt",
    lead: `${brand.name} helpt sinds ${brand.foundedYear} oprichters, bestuurders en groeiende organisaties. We zijn strategen, marketeers, recruiters en coaches die als één team werken, vanuit ${offices.length} kantoren op drie continenten.`,
    actions: [{ label: "Spreek een partner" }, { label: "Maak kennis met onze oprichter" }],
  },
  mission: {
    intro: {
      eyebrow: mission.label,
      title: "Bedrijven die blijven bestaan",
      lead: mission.text,
    },
    stats: [
      { value: "500+", label: "klanten geholpen" },
      { value: "50+", label: "startups geadviseerd" },
      { value: "10+", label: "jaar actief" },
      { value: "95%", label: "klanttevredenheid" },
    ],
  },
  values: {
    intro: {
      eyebrow: "Onze waarden",
      title: "Drie beloften achter elke opdracht",
      lead: "Ze bepalen wie we aannemen, welke opdrachten we accepteren en hoe we handelen als een plan op de werkelijkheid stuit.",
    },
    items: coreValues.map(({ title, description }) => ({ title, description })),
  },
  explore: {
    intro: {
      eyebrow: "Leer ons kennen",
      title: "Meer over het bureau",
      lead: "Hoe we georganiseerd zijn, wie ons leidt, waar we vandaan komen en wat onze klanten hebben bereikt.",
    },
    items: [
      {
        title: "Onze organisatie",
        description:
          "Onze missie en visie, de waarden waarop we mensen aannemen, de mijlpalen tot nu toe en waar u ons vindt.",
        action: { label: "Bekijk hoe we georganiseerd zijn" },
      },
      {
        title: "Leiderschap",
        description:
          "Onze oprichter: haar achtergrond, haar kijk op leiderschap en wat ze heeft opgebouwd; en de partners die onze vakgebieden leiden.",
        action: { label: "Maak kennis met onze oprichter" },
      },
      {
        title: "Geschiedenis",
        description: `Van één kantoor in Amsterdam in ${brand.foundedYear} naar ${offices.length} op drie continenten, jaar na jaar.`,
        action: { label: "Lees onze geschiedenis" },
      },
      {
        title: "Wereldwijd netwerk",
        description: `${offices.length} kantoren, hun teams en specialismen, en hoe ze voor elke klant als één geheel samenwerken.`,
        action: { label: "Ontdek het netwerk" },
      },
      {
        title: "Onze aanpak",
        description: "Vier principes en de 4D-methode: ontdekken, ontwerpen, ontwikkelen en opleveren.",
        action: { label: "Bekijk hoe we werken" },
      },
      {
        title: "Succesverhalen",
        description: "Vier cases: de uitdaging van de klant, wat we samen deden en de resultaten.",
        action: { label: "Lees de cases" },
      },
    ],
  },
  closing: {
    title: "Laten we praten over uw volgende stap",
    lead: `Vertel ons waar uw bedrijf nu staat en waar u naartoe wilt. Een partner reageert binnen ${formatDuration(replyTime, "nl")}. ${projectStart}`,
    actions: [{ label: "Neem contact op" }, { label: "Bekijk onze diensten" }],
  },
});
