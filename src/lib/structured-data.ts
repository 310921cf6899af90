/** Structured data (schema.org JSON-LD) built from the site configuration. */
import { brand, contact, offices } from "@/content/site";

/** The firm as a professional service: name, contact and the address of each office. */
export function organizationJsonLd(origin: string) {
  return {
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
  };
}
