/** /contact */
import { routes } from "../routes";
import { formatCount, formatDuration, mailHref, phoneHref, phoneInText } from "@/content/format";
import {
  businessHours,
  contact,
  offices,
  officesById,
  projectStart,
  projectStartTime,
  replyTime,
} from "../site";
import type {
  Callout,
  CardSection,
  ContactDetails,
  FaqSection,
  PageHero,
  SectionIntro,
} from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.contact,
    title: "Contact us",
    description: `Tell us what you are working on. Email, call or send a message, and a partner replies within ${formatDuration(replyTime, "en")}; projects can start in ${formatDuration(projectStartTime, "en")}.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Contact",
    title: "Tell us where you want the business to be",
    lead: "A founder with a plan to test, a board with a decision to make, a team that has outgrown its habits: start with a conversation. A partner reads every message.",
    actions: [{ label: "Start Conversation", href: "#contact-form" }],
  } satisfies PageHero,
  ways: {
    intro: {
      eyebrow: "Ways to reach us",
      title: "Pick what suits you",
      lead: "Whichever way you choose, your message reaches a partner, not a call centre.",
    },
    items: [
      {
        icon: "mail",
        title: "Email Us",
        description: `Send a brief, a deck or a question. Attachments are welcome; we answer within ${formatDuration(replyTime, "en")}.`,
        highlight: contact.email,
        action: { label: "Write an email", href: mailHref(contact.email) },
      },
      {
        icon: "phone",
        title: "Call Us",
        description:
          "Speak to our Amsterdam desk during business hours, and we put you through to the right person.",
        highlight: contact.phone,
        action: { label: "Call now", href: phoneHref(contact.phone) },
      },
      {
        icon: "calendar",
        title: "Schedule a Meeting",
        description:
          "Ask for a 45-minute first meeting, in person or by video. Say which days suit you in the form below and we send an invitation.",
        highlight: "The first meeting is free",
        action: { label: "Request a meeting", href: `${routes.contact}#contact-form` },
      },
    ],
  } satisfies CardSection,
  form: {
    eyebrow: "Write to us",
    title: "Send us a message",
    lead: `We reply within ${formatDuration(replyTime, "en")}, on working days, with a first view and the name of the consultant who would lead your project.`,
  } satisfies SectionIntro,
  details: {
    title: "Other ways to reach us",
    email: contact.email,
    phone: contact.phone,
    hours: { title: "Business hours", week: businessHours },
  } satisfies ContactDetails,
  offices: {
    intro: {
      eyebrow: "Visit us",
      title: "Our Offices",
      lead: "Meet us in person by appointment. Hours are local time.",
      action: { label: `All ${formatCount(offices.length, "en")} offices`, href: routes.officeLocations },
    } satisfies SectionIntro,
    offices: officesById("amsterdam", "new-york", "uae"),
  },
  urgent: {
    icon: "life-buoy",
    title: "Need urgent help?",
    lead: `Clients with a live engagement can reach the partner on duty, day and night, at ${phoneInText(contact.emergencyPhone)}.`,
    action: { label: "Emergency Contact", href: phoneHref(contact.emergencyPhone) },
  } satisfies Callout,
  faq: {
    intro: {
      eyebrow: "Before you write",
      title: "Frequently asked questions",
    },
    items: [
      {
        question: "How soon can a project start?",
        answer: `Usually within ${formatDuration(projectStartTime, "en")}. ${projectStart} After the first meeting we send a short proposal with scope, team and fee; once it is signed, the consultant who leads your project books the kick-off.`,
      },
      {
        question: "Do you work with early-stage startups?",
        answer:
          "Yes, early-stage startups are welcome. About one in ten of our clients is a founder before or just after a first round. Our startup advisory has fixed-scope packages for that stage, so you know the cost before you start.",
      },
      {
        question: "What does a first consultation include?",
        answer:
          "A 45-minute conversation with a partner about where the business stands and where you want it to be, followed within two working days by a written note: what we heard, what we would look at first, and whether we are the right firm for it. It costs nothing and commits you to nothing.",
      },
      {
        question: "Do you work with clients outside your office cities?",
        answer:
          "Yes. We deliver our services remotely worldwide and have clients in more than 25 countries. Workshops and retreats can take place at your site or at one of our partner venues, and we travel when a project needs us in the room.",
      },
    ],
  } satisfies FaqSection,
} satisfies ContentPage;
