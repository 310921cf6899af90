/** /contact/get-in-touch */
import { routes } from "../routes";
import { formatDuration, hoursSentence } from "@/content/format";
import { brand, businessHours, contact, replyTime } from "../site";
import type { ContactDetails, PageHero, SectionIntro } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.getInTouch,
    title: "Get in touch",
    description: `Send the ${brand.name} team a message, or call us ${hoursSentence(businessHours, "en")}. We reply within ${formatDuration(replyTime, "en")}.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Get in touch",
    title: "A short message is a good start",
    lead: "Five fields, no sales script. Tell us who you are and what is on your mind, and the right consultant writes back.",
  } satisfies PageHero,
  form: {
    eyebrow: "Message",
    title: "Write to the team",
    lead: "Every field is needed, so that we can answer with something useful the first time.",
  } satisfies SectionIntro,
  details: {
    title: "Contact information",
    email: contact.email,
    phone: contact.phone,
    hours: { title: "Business hours", week: businessHours },
  } satisfies ContactDetails,
} satisfies ContentPage;
