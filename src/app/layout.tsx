import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { brand } from "@/content/site";
import { DocumentRoot } from "@/components/layout/document-root";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { SkipLink } from "@/components/layout/skip-link";
import { Toaster } from "@/components/layout/toaster";
import { JsonLd } from "@/components/sections/json-ld";
import { iconDataUrl } from "@/lib/site-icon";
import { siteUrl } from "@/lib/site-url";
import { organizationJsonLd } from "@/lib/structured-data";
import { fraunces, inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: `${brand.name} | ${brand.tagline}`, template: `%s | ${brand.name}` },
  description: brand.description,
  applicationName: brand.name,
  openGraph: { type: "website", siteName: brand.name, locale: "en_US" },
  twitter: { card: "summary" },
  formatDetection: { telephone: false, email: false, address: false },
  icons: { icon: [{ url: iconDataUrl(), type: "image/svg+xml" }] },
};

export const viewport: Viewport = {
  themeColor: "#0a1424",
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <DocumentRoot
      origin={siteUrl().origin}
      brand={brand.name}
      className={`${inter.variable} ${fraunces.variable}`}
    >
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <Toaster />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </DocumentRoot>
  );
}
