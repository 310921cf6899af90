"use client";

import type { CSSProperties, ReactNode } from "react";
import { usePathname } from "next/navigation";
import { localeOf } from "@/content/routes";

/** A text as a CSS string: quotes and backslashes escaped, so any brand or path stays one value. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;

/**
 * The `<html>` element. It carries the brand and the page's address as custom properties, which the print
 * stylesheet writes in the margin of every printed page (globals.css, `@page`): a printed page says where it
 * came from. A client component only to know the page's path: prerendering writes it into each page's HTML, so
 * it prints without JavaScript, and it follows the page on a client-side navigation. For the same reason it sets
 * the document's language: Dutch under /nl, English everywhere else.
 */
export function DocumentRoot({
  origin,
  brand,
  className,
  children,
}: {
  origin: string;
  brand: string;
  className: string;
  children: ReactNode;
}) {
  const path = usePathname();
  const style = {
    "--print-brand": cssString(brand),
    "--print-address": cssString(`${origin}${path}`),
  } as CSSProperties;
  return (
    <html lang={localeOf(path)} className={className} style={style}>
      {children}
    </html>
  );
}
