import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { brand } from "@/content/site";
import { DocumentRoot } from "@/components/layout/document-root";
import { iconDataUrl } from "@/lib/site-icon";
import { siteUrl } from "@/lib/site-url";
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
      {/* Each part of the site brings its frame: the public pages SiteFrame, the office its own. */}
      <body className="flex min-h-dvh flex-col">{children}</body>
    </DocumentRoot>
  );
}
