/** /nl/over-ons */
import { page as english } from "../../about/overview";
import { inDutch } from "../../translation";
import { brand, offices, projectStart, replyTime } from "../site";
import { coreValues, mission } from "./firm";
import { formatCount, formatDuration } from "@/content/format";

const officeCount = formatCount(offices.length, "nl");

export const page = inDutch("about/overview page", english, {
  meta: {
    title: `Over ${brand.name}`,
    description:
      "Wie wij zijn: onze missie, ruim 500 klanten en 50 startups in meer dan tien jaar, onze waarden, onze oprichter, onze kantoren en onze manier van werken.",
  },
  hero: {
    eyebrow: "Over ons",
    title: "Adviseurs die blijven tot het plan werkt",
    lead: `${brand.name} helpt sinds ${brand.foundedYear} oprichters, bestuurders en groeiende organisaties. We zijn strategen, marketeers, recruiters en coaches die als één team werken, vanuit ${officeCount} kantoren op drie continenten.`,
    actions: [{ label: "Praat met een partner" }, { label: "Maak kennis met onze oprichter" }],
  },
  mission: {
    intro: {
      eyebrow: mission.label,
      title: "Bedrijven die blijven bestaan",
      lead: mission.text,
    },
    stats: [
      { value: "500+", label: "klanten" },
      { value: "50+", label: "startups begeleid" },
      { value: "10+", label: "jaar ervaring" },
      { value: "95%", label: "klanttevredenheid" },
    ],
  },
  values: {
    intro: {
      eyebrow: "Onze waarden",
      title: "Drie beloften achter elke opdracht",
      lead: "Ze bepalen wie we aannemen, welke opdrachten we aanvaarden en wat we doen als een plan op de praktijk stuit.",
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
          "Onze missie en visie, de waarden waarop we mensen selecteren, de mijlpalen tot nu toe en waar u ons vindt.",
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
        description: `Van één kantoor in Amsterdam in ${brand.foundedYear} naar ${officeCount} op drie continenten, jaar voor jaar.`,
        action: { label: "Lees onze geschiedenis" },
      },
      {
        title: "Wereldwijd netwerk",
        description: `Onze ${officeCount} kantoren, hun teams en specialismen, en hoe ze voor elke klant als één team samenwerken.`,
        action: { label: "Ontdek het netwerk" },
      },
      {
        title: "Onze aanpak",
        description: "Vier principes en de 4D-methode: Ontdekken, Ontwerpen, Ontwikkelen en Opleveren.",
        action: { label: "Bekijk hoe we werken" },
      },
      {
        title: "Succesverhalen",
        description:
          "Vier praktijkcases: de uitdaging van de klant, wat we samen deden en wat het opleverde.",
        action: { label: "Lees de praktijkcases" },
      },
    ],
  },
  closing: {
    title: "Wat wordt uw volgende stap?",
    lead: `Vertel ons waar uw bedrijf nu staat en waar u naartoe wilt. Een partner reageert binnen ${formatDuration(replyTime, "nl")}. ${projectStart}`,
    actions: [{ label: "Neem contact op" }, { label: "Bekijk onze diensten" }],
  },
});
