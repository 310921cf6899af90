/** /services/customer-care */
import { replyTime } from "../site";
import { formatDuration } from "@/content/format";
import { routes } from "../routes";
import { page as successStories } from "../about/success-stories";
import type { SuccessStory } from "@/types/sections";
import type { CardSection, ClosingCta, PageHero, PlanSection, StatSection } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

const getStarted = { label: "Get Started", href: routes.getInTouch };

export const page = {
  meta: {
    path: routes.customerCare,
    title: "Customer Care Solutions",
    description:
      "Outsourced customer support, help desk setup and retention programs, with monthly plans for small teams up to 24/7 enterprise service.",
  } satisfies PageMeta,
  /** The case the page opens with: a story of /about/success-stories and its result. */
  case: {
    story: successStories.stories.stories[3] as SuccessStory,
    href: routes.successStories,
  },
  hero: {
    eyebrow: "Customer Care",
    title: "Support that answers fast and keeps customers coming back",
    lead: "We run, train and improve your customer support across every channel, so each question gets a quick and accurate answer.",
    actions: [
      { label: "Get Started Today", href: routes.contact, variant: "primary" },
      { label: "Download Guide", href: `${routes.insights}#customer-care-guide`, variant: "secondary" },
    ],
  } satisfies PageHero,
  solutions: {
    intro: {
      eyebrow: "Solutions",
      title: "Everything a support operation needs",
      lead: "Take one solution to fix a weak spot, or let us run customer care from end to end.",
    },
    items: [
      {
        icon: "message-square",
        title: "Multichannel support",
        description:
          "Email, chat, phone and social messages answered by one trained team working from one queue.",
        features: ["Shared inbox across channels", "Agents trained on your product", "Your tone of voice"],
      },
      {
        icon: "inbox",
        title: "Help desk setup",
        description:
          "Ticketing, routing rules and reply templates set up so every request reaches the right person.",
        features: ["Tool selection and setup", "Routing and priority rules", "Reply templates"],
      },
      {
        icon: "book-open",
        title: "Self-service and knowledge base",
        description:
          "Help articles and FAQs that let customers solve common questions on their own, at any hour.",
        features: ["Top-question analysis", "Help center articles", "Monthly content updates"],
      },
      {
        icon: "bot",
        title: "AI-assisted support",
        description:
          "Chat assistants and suggested replies that speed up routine answers while agents handle the complex cases.",
        features: ["Chat assistant setup", "Suggested replies for agents", "Hand-over to a person"],
      },
      {
        icon: "clipboard-check",
        title: "Quality assurance",
        description:
          "Regular ticket reviews, scorecards and coaching that keep answers accurate and friendly.",
        features: ["Weekly ticket reviews", "Agent scorecards", "Coaching sessions"],
      },
      {
        icon: "repeat",
        title: "Customer retention programs",
        description:
          "Onboarding check-ins, churn-risk alerts and win-back contacts for customers who are about to leave.",
        features: ["Onboarding check-ins", "Churn-risk alerts", "Win-back campaigns"],
      },
    ],
  } satisfies CardSection,
  benefits: {
    intro: {
      eyebrow: "Benefits",
      title: "What better care does for the business",
      lead: "Good support is more than a cost center. It protects revenue and tells you what to fix.",
    },
    items: [
      {
        icon: "hand-heart",
        title: "Customers who stay",
        description: "Fast, accurate answers and proactive check-ins give customers fewer reasons to leave.",
        highlight: "40% better retention",
      },
      {
        icon: "timer",
        title: "Answers without the wait",
        description:
          "Urgent requests jump the queue, so customers with a real problem hear from a trained agent first.",
        highlight: "Response under 2 minutes for urgent requests",
      },
      {
        icon: "chart-line",
        title: "Insight from every conversation",
        description:
          "Monthly reports show what customers ask about most, so product and sales teams can fix the cause.",
      },
      {
        icon: "trending-up",
        title: "Capacity that grows with you",
        description: "Support grows with launches and busy seasons, without hiring a new team each time.",
      },
    ],
  } satisfies CardSection,
  results: {
    intro: {
      eyebrow: "Results",
      title: "What our customer care clients see",
      lead: "Figures from the support operations we run and improve for clients.",
    },
    stats: [
      { value: "95%", label: "Customer satisfaction" },
      { value: "< 2 min", label: "Response time for urgent requests" },
      { value: "40%", label: "Satisfaction gain" },
      { value: "25%", label: "Retention increase within 6 months" },
    ],
  } satisfies StatSection,
  pricing: {
    intro: {
      eyebrow: "Pricing",
      title: "Monthly plans that grow with your volume",
      lead: "Choose the hours and the ticket volume you need, and move up a plan when you outgrow it.",
    },
    plans: [
      {
        name: "Basic",
        price: { amount: 299, currency: "EUR" },
        period: "per month",
        description: "For small teams that need reliable support during business hours.",
        features: ["9-17", "Up to 100 tickets", "Email and chat", "Monthly service report"],
        action: getStarted,
      },
      {
        name: "Professional",
        price: { amount: 799, currency: "EUR" },
        period: "per month",
        popular: true,
        description: "For growing companies with more channels, more customers and longer hours.",
        features: ["7-21", "Up to 500 tickets", "Email, chat and phone", "Dedicated account manager"],
        action: getStarted,
      },
      {
        name: "Enterprise",
        price: { words: "Custom" },
        period: "per month, quoted for your volume",
        description: "For large or international operations that need support around the clock.",
        features: [
          "24/7",
          "Unlimited tickets",
          "Email, chat, phone and your own channels",
          "SLA guarantees, custom integrations and reporting",
        ],
        action: getStarted,
      },
    ],
    compare: ["Support hours", "Tickets a month", "Channels", "Also included"],
    note: "All plans are billed monthly.",
  } satisfies PlanSection,
  closing: {
    title: "Ready for support your customers notice?",
    lead: `Tell us about your channels and ticket volume. We reply within ${formatDuration(replyTime, "en")} with a plan that fits.`,
    actions: [
      { label: "Get In Touch", href: routes.getInTouch, variant: "primary" },
      { label: "Schedule a Call", href: routes.partnershipInquiries, variant: "secondary" },
    ],
  } satisfies ClosingCta,
} satisfies ContentPage;
