import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { SkipLink } from "@/components/layout/skip-link";
import { Toaster } from "@/components/layout/toaster";
import { JsonLd } from "@/components/sections/json-ld";
import { frameOf } from "@/content/editions";
import { organizationJsonLd } from "@/lib/structured-data";
import type { Locale } from "@/types/facts";

/**
 * The public site around a page: skip link, header, the page as `main`, footer, toasts and the firm's JSON-LD.
 * The public route groups and the 404 page wear it, each in its edition's language; the staff office has a frame
 * of its own.
 */
export function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const frame = frameOf(locale);
  return (
    <>
      <SkipLink label={frame.words.skipLink} target={frame.words.anchors.main} />
      <Header frame={frame} />
      <main id={frame.words.anchors.main} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer frame={frame} locale={locale} />
      <Toaster />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}
