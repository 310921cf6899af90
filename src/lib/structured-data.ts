/**
 * Structured data (schema.org JSON-LD), typed with schema-dts. Every block is built from the content the page
 * shows, so it claims nothing the visitor cannot read there; URLs are absolute, from SITE_URL.
 */
import { localeOf } from "@/content/routes";
import type {
  Article,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  Offer,
  Organization,
  PostalAddress,
  ProfessionalService,
  Service,
  WithContext,
} from "schema-dts";
import { brand, contact, offices, socialLinks } from "@/content/site";
import { offices as dutchOffices } from "@/content/nl/site";
import type { Locale } from "@/types/facts";
import type { ArticleDocument, FaqItem, Job, Plan } from "@/types/sections";
import type { Office, PageMeta, SocialLink } from "@/types/site";
import type { Crumb } from "./breadcrumbs";
import { previewImageUrl } from "./metadata";
import { daysOf } from "@/content/format";
import { siteUrl } from "./site-url";

const context = "https://schema.org" as const;

/** An absolute URL of this site. */
const url = (path: string) => new URL(path, siteUrl()).toString();

/** The firm's node: other blocks point at it by this id instead of repeating it. */
const organization = () => ({ "@id": url("/#organization") });
const logo = () => url("/icon.svg");

/**
 * The profiles that are really the firm's: a link to a network's front page ("https://x.com/", the
 * placeholders in site.ts) is not a profile, so it is never claimed as one.
 */
export function profileUrls(links: readonly SocialLink[]): string[] {
  return links
    .map((link) => new URL(link.href))
    .filter((href) => href.pathname.length > 1)
    .map(String);
}

/** The firm, in the root layout of every page: name, logo, how to reach it and its real profiles. */
export function organizationJsonLd(): WithContext<Organization> {
  const sameAs = profileUrls(socialLinks);
  return {
    "@context": context,
    "@type": "Organization",
    ...organization(),
    name: brand.name,
    legalName: brand.legalName,
    url: url("/"),
    logo: logo(),
    email: contact.email,
    telephone: contact.phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: contact.email,
      telephone: contact.phone,
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

function postalAddress(office: Office): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: office.address[0],
    addressLocality: office.city,
    // The country as the post writes it, the address's last line ("United Arab Emirates", where cards say "UAE").
    addressCountry: office.address.at(-1),
  };
}

/** One office as a place to visit or call: address, phone, mail and its opening hours (local time). */
export function officeJsonLd(office: Office, pagePath: string): WithContext<ProfessionalService> {
  return {
    "@context": context,
    "@type": "ProfessionalService",
    "@id": url(`${pagePath}#office-${office.id}`),
    name: brand.name,
    alternateName: office.city,
    url: url(`${pagePath}#office-${office.id}`),
    image: logo(),
    parentOrganization: organization(),
    address: postalAddress(office),
    telephone: office.phone,
    email: office.email,
    openingHoursSpecification: office.hours.hours.map((hours) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: daysOf(hours),
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

/** Questions and answers, word for word as the page shows them. */
export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** An article page: headline, author, date, image and the firm as publisher. */
export function articleJsonLd(article: ArticleDocument): WithContext<Article> {
  return {
    "@context": context,
    "@type": "Article",
    inLanguage: localeOf(article.path),
    headline: article.title,
    description: article.description,
    url: url(article.path),
    mainEntityOfPage: url(article.path),
    articleSection: article.category.label,
    // The files carry one date; an article is not re-dated when it is corrected.
    datePublished: article.dateTime,
    dateModified: article.dateTime,
    author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
    // The page's own Open Graph image: its title and area in the site's look, 1200 x 630.
    image: url(previewImageUrl(article.path)),
    publisher: { "@type": "Organization", ...organization(), name: brand.name, logo: logo() },
  };
}

/** The trail a nested page shows at the top of its hero. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: url(crumb.href),
    })),
  };
}

const employmentTypes: Record<Job["employment"], string> = {
  "full-time": "FULL_TIME",
  contract: "CONTRACTOR",
};

/**
 * Where a role is done: its office's city and country, as the page's edition names them, or remote work within a
 * region. An office the site does not have throws rather than be guessed at.
 */
function jobPlace(
  job: Job,
  locale: Locale,
): Pick<JobPosting, "jobLocation" | "jobLocationType" | "applicantLocationRequirements"> {
  if ("officeId" in job.place) {
    const { officeId } = job.place;
    const office = (locale === "nl" ? dutchOffices : offices).find((candidate) => candidate.id === officeId);
    if (!office)
      throw new Error(`The role "${job.title}" is at an office this site does not have: ${officeId}`);
    // The city and country the card names; the office's street is not what the role claims.
    const address: PostalAddress = {
      "@type": "PostalAddress",
      addressLocality: office.city,
      addressCountry: office.country,
    };
    return { jobLocation: { "@type": "Place", address } };
  }
  const { region } = job.place;
  return {
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "AdministrativeArea", name: region },
  };
}

/** An open role as its card shows it, hired by the firm. */
export function jobPostingJsonLd(job: Job, locale: Locale = "en"): WithContext<JobPosting> {
  return {
    "@context": context,
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.posted,
    employmentType: employmentTypes[job.employment],
    occupationalCategory: job.department,
    hiringOrganization: { "@type": "Organization", ...organization(), name: brand.name, logo: logo() },
    ...jobPlace(job, locale),
  };
}

/** A plan with a price in money as an offer; "per ..." and "for 3 months" beside the price are its unit. */
function offer(plan: Plan): Offer[] {
  const price = plan.price;
  if (!("amount" in price)) return [];
  const amount = price.orMore ? { minPrice: price.amount } : { price: price.amount };
  return [
    {
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      ...(price.orMore ? {} : { price: price.amount }),
      priceCurrency: price.currency,
      priceSpecification: plan.period
        ? {
            "@type": "UnitPriceSpecification",
            ...amount,
            priceCurrency: price.currency,
            unitText: plan.period,
          }
        : { "@type": "PriceSpecification", ...amount, priceCurrency: price.currency },
    },
  ];
}

/**
 * The service a page sells, with an offer for each plan priced in money (a plan at "15-25%" of a salary or a
 * "Custom quote" has no amount to state). Undefined when no plan has one: then the page claims no offer.
 */
export function serviceJsonLd(
  page: Pick<PageMeta, "path" | "title">,
  plans: readonly Plan[],
): WithContext<Service> | undefined {
  const offers = plans.flatMap(offer);
  if (offers.length === 0) return undefined;
  return {
    "@context": context,
    "@type": "Service",
    name: page.title,
    url: url(page.path),
    provider: organization(),
    offers,
  };
}
