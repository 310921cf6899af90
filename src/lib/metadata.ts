import type { Metadata } from "next";
import { areaOf } from "@/content/areas";
import { areaOf as dutchAreaOf } from "@/content/nl/areas";
import { counterpartOf, localeOf } from "@/content/routes";
import { brand } from "@/content/site";
import { brand as dutchBrand } from "@/content/nl/site";
import type { Locale } from "@/types/facts";
import type { PageMeta } from "@/types/site";

/** The size of every page's Open Graph image: the one large preview card social networks show. */
export const previewImageSize = { width: 1200, height: 630 } as const;

/** Where a page's Open Graph image is served: /og/<path>.png, /og/home.png for the home page. */
export function previewImageUrl(path: string): string {
  return `/og${path === "/" ? "/home" : path}.png`;
}

/**
 * What a page's Open Graph image shows and where it is served (app/og/[...image]), from its meta alone. The home
 * page's whole title is the brand and its tagline, and the card shows the brand anyway, so it shows the tagline.
 */
export function previewImage(meta: PageMeta) {
  const title = meta.absoluteTitle ? brandIn(localeOf(meta.path)).tagline : meta.title;
  const eyebrow = (localeOf(meta.path) === "nl" ? dutchAreaOf : areaOf)(meta.path).label;
  return {
    url: previewImageUrl(meta.path),
    title,
    eyebrow,
    cover: meta.cover,
    alt: `${brand.name}${eyebrow ? `, ${eyebrow}` : ""}: ${title}`,
  };
}

/**
 * A page's title, description, canonical URL and social preview (Open Graph and Twitter card, with its generated
 * image), from its content module's `meta`; `feed` names a feed the page's `<head>` announces. Relative URLs
 * become absolute against the root layout's `metadataBase`. The Open Graph and Twitter objects are whole here,
 * because a page's replace the root layout's rather than merge with them.
 */
export function pageMetadata(
  meta: PageMeta,
  feed?: { title: string; path: string },
  /** A page made at request time (a newsletter issue) shows the preview image of the prerendered page above it. */
  imageOf: PageMeta = meta,
): Metadata {
  const image = previewImage(imageOf);
  const images = [{ url: image.url, alt: image.alt, type: "image/png", ...previewImageSize }];
  const url = meta.unlisted ? undefined : meta.path;
  const locale = localeOf(meta.path);
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    alternates: {
      canonical: url,
      ...(url ? { languages: languagesOf(url) } : {}),
      ...(feed ? { types: { "application/rss+xml": [{ title: feed.title, url: feed.path }] } } : {}),
    },
    openGraph: {
      title: meta.title,
      description: meta.description,
      url,
      siteName: brand.name,
      locale: openGraphLocales[locale],
      ...(counterpartOf(meta.path)
        ? { alternateLocale: openGraphLocales[locale === "nl" ? "en" : "nl"] }
        : {}),
      images,
      ...(meta.published ? { type: "article", publishedTime: meta.published } : { type: "website" }),
    },
    twitter: { card: "summary_large_image", title: meta.title, description: meta.description, images },
  };
}

const openGraphLocales = { en: "en_US", nl: "nl_NL" } as const;

/** The brand as an edition words it: its tagline and description in that edition's language. */
const brandIn = (locale: Locale) => (locale === "nl" ? dutchBrand : brand);

/**
 * A page behind the forms (a newsletter status or token page, a form's review or retry page): never indexed, its
 * title, and the edition's description and preview words in its own language, not the root layout's English.
 */
export function utilityMetadata(title: string, locale: Locale, { referrer = true } = {}): Metadata {
  const { description } = brandIn(locale);
  return {
    title,
    description,
    robots: { index: false, follow: false },
    ...(referrer ? {} : { referrer: "no-referrer" as const }),
    openGraph: {
      type: "website",
      siteName: brand.name,
      locale: openGraphLocales[locale],
      title,
      description,
    },
    twitter: { card: "summary", title, description },
  };
}

/**
 * A page's `hreflang` alternates: itself and its counterpart in the other language, each under its language, and
 * the English page as `x-default` (the page for a reader of neither). None for a page in one language only.
 */
export function languagesOf(path: string): Record<string, string> | undefined {
  const other = counterpartOf(path);
  if (!other) return undefined;
  const [en, nl] = localeOf(path) === "nl" ? [other, path] : [path, other];
  return { en, nl, "x-default": en };
}
