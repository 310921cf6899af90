import type { Metadata } from "next";
import { brand, contact, firmFacts, offices } from "@/content/site";
import { featuredReport, homeClosing, homeHero, homeInsights, homeServices } from "@/content/home";
import { articleTeasers } from "@/content/insights";
import { serviceSummaries } from "@/content/services";
import { ArticleCards } from "@/components/sections/article-cards";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeaturedReport } from "@/components/sections/featured-report";
import { Hero } from "@/components/sections/hero";
import { JsonLd } from "@/components/sections/json-ld";
import { Section } from "@/components/sections/section";
import { ServiceCards } from "@/components/sections/service-cards";
import { siteUrl } from "@/lib/site-url";

export const metadata: Metadata = {
  title: { absolute: `${brand.name} | ${brand.tagline}` },
  description:
    "Strategy, marketing and sales, talent, retreats, AI and customer care consultancy for founders and executives, with offices on three continents.",
  alternates: { canonical: "/" },
};

export default function HomePage() {
  const origin = siteUrl().origin;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ProfessionalService",
          name: brand.name,
          legalName: brand.legalName,
          slogan: brand.tagline,
          description: brand.description,
          url: origin,
          logo: `${origin}/icon.svg`,
          email: contact.email,
          telephone: contact.phone,
          foundingDate: String(brand.foundedYear),
          address: offices.map((office) => ({
            "@type": "PostalAddress",
            streetAddress: office.address[0],
            addressLocality: office.city,
            addressCountry: office.country,
          })),
        }}
      />
      <Hero size="home" {...homeHero} facts={firmFacts} />
      <FeaturedReport {...featuredReport} />
      <Section heading={homeServices}>
        <ServiceCards services={serviceSummaries} />
      </Section>
      <Section tone="sand" heading={homeInsights}>
        <ArticleCards articles={articleTeasers} />
      </Section>
      <CallToAction {...homeClosing} />
    </>
  );
}
