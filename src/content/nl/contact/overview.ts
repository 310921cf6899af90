/** /nl/contact */
import { page as english } from "../../contact/overview";
import { inDutch } from "../../translation";
import { businessHours, contact, offices, officesById, projectStartWords, replyTime } from "../site";
import { formatCount, formatDuration, phoneInText } from "@/content/format";

export const page = inDutch("contact/overview page", english, {
  meta: {
    title: "Contact",
    description: `Vertel ons waar u aan werkt. Mail, bel of stuur een bericht: een partner antwoordt binnen ${formatDuration(replyTime, "nl")} en een project kan binnen ${projectStartWords} van start gaan.`,
  },
  hero: {
    eyebrow: "Contact",
    title: "Vertel ons waar u met uw bedrijf naartoe wilt",
    lead: "Een oprichter met een plan dat getoetst moet worden, een directie die een besluit moet nemen, een team dat zijn gewoontes ontgroeid is: het begint met een gesprek. Elk bericht wordt gelezen door een partner.",
    actions: [{ label: "Begin het gesprek" }],
  },
  ways: {
    intro: {
      eyebrow: "Zo bereikt u ons",
      title: "Kies wat bij u past",
      lead: "Welke weg u ook kiest, uw bericht komt terecht bij een partner, niet bij een callcenter.",
    },
    items: [
      {
        title: "Mail ons",
        description: `Stuur een briefing, een presentatie of een vraag. Bijlagen zijn welkom; we antwoorden binnen ${formatDuration(replyTime, "nl")}.`,
        highlight: contact.email,
        action: { label: "Stuur een e-mail" },
      },
      {
        title: "Bel ons",
        description:
          "Bel tijdens kantooruren met ons kantoor in Amsterdam, dan verbinden we u door met de juiste collega.",
        highlight: contact.phone,
        action: { label: "Bel nu" },
      },
      {
        title: "Plan een afspraak",
        description:
          "Vraag een eerste gesprek van 45 minuten aan, op ons kantoor of via video. Geef in het formulier hieronder aan welke dagen u uitkomen, dan sturen we u een uitnodiging.",
        highlight: "Het eerste gesprek is gratis",
        action: { label: "Vraag een afspraak aan" },
      },
    ],
  },
  form: {
    eyebrow: "Schrijf ons",
    title: "Stuur ons een bericht",
    lead: `We antwoorden op werkdagen binnen ${formatDuration(replyTime, "nl")}, met een eerste inschatting en de naam van de consultant die uw project zou leiden.`,
  },
  details: {
    title: "Andere manieren om ons te bereiken",
    hours: { title: "Openingstijden", week: businessHours },
  },
  offices: {
    intro: {
      eyebrow: "Kom langs",
      title: "Onze kantoren",
      lead: "Op afspraak bent u van harte welkom. De openingstijden zijn in lokale tijd.",
      action: { label: `Alle ${formatCount(offices.length, "nl")} kantoren` },
    },
    offices: officesById("amsterdam", "new-york", "uae"),
  },
  urgent: {
    title: "Dringend hulp nodig?",
    lead: `Klanten met een lopende opdracht bereiken de dienstdoende partner dag en nacht op ${phoneInText(contact.emergencyPhone)}.`,
    action: { label: "Bel de spoedlijn" },
  },
  faq: {
    intro: {
      eyebrow: "Voordat u schrijft",
      title: "Veelgestelde vragen",
    },
    items: [
      {
        question: "Hoe snel kan een project starten?",
        answer: `Meestal binnen ${projectStartWords} na ondertekening. Na het eerste gesprek sturen we een kort voorstel met de afbakening, het team en het honorarium; zodra dat getekend is, plant de consultant die uw project leidt de startbijeenkomst.`,
      },
      {
        question: "Kunt u als startup in een vroege fase bij ons terecht?",
        answer:
          "Ja, startups in een vroege fase zijn welkom. Ongeveer één op de tien klanten is een oprichter vlak voor of net na een eerste financieringsronde. Ons startupadvies heeft voor die fase pakketten met een vaste afbakening, zodat u vooraf weet wat het kost.",
      },
      {
        question: "Wat houdt een eerste gesprek in?",
        answer:
          "Een gesprek van 45 minuten met een partner over waar uw bedrijf nu staat en waar u het naartoe wilt brengen. Binnen twee werkdagen volgt een schriftelijke terugkoppeling: wat we hebben gehoord, waar we als eerste naar zouden kijken en of wij het juiste bureau voor u zijn. Het kost niets en verplicht u tot niets.",
      },
      {
        question: "Kunnen we ook samenwerken als u niet in een van onze kantoorsteden zit?",
        answer:
          "Ja. We werken wereldwijd ook op afstand en hebben klanten in meer dan 25 landen. Workshops en retreats kunnen bij u op locatie plaatsvinden of op een van onze partnerlocaties, en we komen naar u toe wanneer een project daarom vraagt.",
      },
    ],
  },
});
