/** The Dutch words of the mails a visitor on a Dutch page receives (`../mail`): the newsletter's confirmation, and a reply from the office. */
import { confirmationWords as english, replyWords as englishReply } from "../mail";
import { brand } from "../site";
import { glossary } from "../glossary";
import { inDutch } from "../translation";

export const confirmationWords = inDutch("mail confirmationWords", english, {
  subject: `Bevestig uw aanmelding voor ${glossary.newsletter.nl}`,
  heading: "Bevestig uw aanmelding",
  asked: `Iemand, hopelijk u, wil ${glossary.newsletter.nl} ontvangen op dit adres: één e-mail per maand met ons onderzoek en onze ervaringen uit de praktijk.`,
  open: (validFor: string) => `Open deze link om te bevestigen (hij werkt ${validFor}):`,
  button: "Ja, ik meld me aan",
  linkWorks: (validFor: string) => `De link werkt ${validFor}.`,
  notYou: "Heeft u hier niet om gevraagd? Dan hoeft u niets te doen: u hoort niets meer van ons.",
  block: "Of blokkeer nu elke volgende e-mail naar dit adres:",
  unsubscribe: "Afmelden",
});

export const replyWords = inDutch("mail replyWords", englishReply, {
  subject: (about: string) => `Re: ${about}`,
  yourMessage: "uw bericht",
  quoted: (date: string, name: string) => `Op ${date} schreef ${name}:`,
  signature: (name: string) => `${name}\n${brand.name}`,
});
