/** /nl/contact/neem-contact-op */
import { page as english } from "../../contact/get-in-touch";
import { inDutch } from "../../translation";
import { brand, businessHours, replyTime } from "../site";
import { formatDuration, hoursSentence } from "@/content/format";

export const page = inDutch("contact/get-in-touch page", english, {
  meta: {
    title: "Neem contact op",
    description: `Stuur het team van ${brand.name} een bericht, of bel ons ${hoursSentence(businessHours, "nl")}. We antwoorden binnen ${formatDuration(replyTime, "nl")}.`,
  },
  hero: {
    eyebrow: "Neem contact op",
    title: "Een kort bericht is een goed begin",
    lead: "Vijf velden, geen verkooppraatje. Vertel ons wie u bent en wat u bezighoudt, dan reageert de consultant die u verder kan helpen.",
  },
  form: {
    eyebrow: "Bericht",
    title: "Schrijf naar het team",
    lead: "Alle velden zijn verplicht, zodat ons eerste antwoord meteen bruikbaar is.",
  },
  details: {
    title: "Contactgegevens",
    hours: { title: "Openingstijden", week: businessHours },
  },
});
