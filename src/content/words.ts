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
};

export type SectionWords = typeof sectionWords;
