/** The Dutch words of the mails a visitor on a Dutch page receives (`../mail`): the newsletter's confirmation. */
import { confirmationWords as english } from "../mail";
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
