import type { Metadata } from "next";
import { page } from "@/content/not-found";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";

export const metadata: Metadata = { title: page.meta.title, robots: { index: false } };

/**
 * The root 404, for a path outside the public pages that Next.js answers itself (under /office or /api); each
 * edition's public paths get their edition's 404 page in the site's frame (app/(site)/not-found). Bare on purpose:
 * Next.js puts this page in the data of every page it prerenders, so the site frame here cost each page about 58 KB
 * of that data (decision record 050).
 */
export default function NotFound() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-5 py-20">
      <p className="eyebrow text-accent-800">{page.eyebrow}</p>
      <h1 className="mt-4 text-display-lg font-semibold text-ink-950">{page.title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-600">{page.bareLead}</p>
      <Link href="/" className={buttonVariants({ size: "lg", className: "mt-9 self-start" })}>
        {page.homeAction}
      </Link>
    </main>
  );
}
