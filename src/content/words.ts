/**
 * The words the sections write around a page's content, whatever the page: a badge, a table's header, a label
 * for a screen reader. Each edition has its own (`wordsOf` in editions.ts); a section is told its page's
 * language and takes them from there.
 */
export const sectionWords = {
  breadcrumb: "Breadcrumb",
  featured: "Featured",
  emailLabel: "Email",
  phoneLabel: "Phone",
  openingHours: "Opening hours",
  localTime: "local time",
  onThisPage: "On this page",
  sections: (count: number) => `${count} sections`,
  plans: "Plans",
  mostPopular: "Most Popular",
  plan: "Plan",
  price: "Price",
  choosePlan: "Choose",
  fee: "Fee",
  deposit: "Deposit",
  timeline: "Timeline",
  service: "Service",
  experience: "Experience",
  expertise: "Expertise",
  background: "Background",
  mission: "Mission",
  specializations: "Specializations",
  headquarters: "Headquarters",
  specialties: "Specialties",
  teamMembers: "team members",
  contactOffice: "Contact this office",
  officeMap: (names: string) => `Map of our offices: ${names}`,
  headquartersNote: "headquarters",
  keyFindings: "Key findings",
  preview: "Preview",
  caseStudies: "Case studies",
  challenge: "Challenge",
  solution: "Solution",
  results: "Results",
  rated: (rating: number) => `Rated ${rating} out of 5`,
  posted: "Posted",
  whatYouBring: "What you bring",
  worksFor: "You would work for",
  /** The heading of the case a service page opens with, and its link to every case. */
  openingCase: {
    eyebrow: "Case study",
    title: "What this work changed for one client",
    action: "All success stories",
    more: "Read the whole case",
  },
  readTime: (minutes: number) => `${minutes} min read`,
  /** A process's step, read out before its title. */
  step: (number: number) => `Step ${number}:`,
  /** The way on from a service's card. */
  learnMore: "Learn more",
  /** A card's list of what a service or an offer includes, named for screen readers. */
  includes: (title: string) => `${title} includes`,
  skills: (title: string) => `${title}: skills`,
  /** A person's mail address and phone number, read out with their name. */
  mailTo: (name: string) => `Email ${name}:`,
  callTo: (name: string) => `Call ${name}:`,
  /** A role's terms, on its card. */
  terms: { "full-time": "Full-time", contract: "Contract" },
  inBrief: "In brief",
  keepReading: "Keep reading",
  relatedArticles: "Related articles",
  aboutTheAuthor: "About the author",
  meetLeadership: "Meet our leadership",
  share: {
    share: "Share",
    save: "Save as PDF",
    copied: "Link copied. Paste it wherever you want to share it.",
    copy: "Copy this link to share it:",
  },
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  page: (number: number) => `Page ${number}`,
};

export type SectionWords = typeof sectionWords;
