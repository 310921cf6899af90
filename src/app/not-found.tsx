import { Link } from "@/components/ui/link";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { navGroups } from "@/content/navigation";
import { page } from "@/content/not-found";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardLink } from "@/components/ui/card";
import { LogMissingPath } from "@/components/layout/log-missing-path";
import { SiteFrame } from "@/components/layout/site-frame";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function NotFound() {
  return (
    <SiteFrame>
      <section className="mx-auto max-w-7xl px-5 py-20 sm:py-28 lg:px-8">
        <LogMissingPath />
        <p className="eyebrow text-accent-800">Error 404</p>
        <h1 className="mt-4 text-display-xl font-semibold text-ink-950">Oops! Page not found</h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-600">
          The page you asked for does not exist or has moved. Start again from the home page, or pick up from
          one of these sections.
        </p>
        <Link href="/" className={buttonVariants({ size: "lg", className: "mt-9" })}>
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
        <h2 className="mt-16 border-t border-line pt-10 font-sans text-sm font-semibold tracking-widest text-ink-600 uppercase">
          Or pick up from a section
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {navGroups.map((group) => (
            <li key={group.id} className="flex">
              <Card interactive className="flex w-full flex-col p-6">
                <h3 className="font-display text-xl font-semibold text-ink-950">
                  <CardLink href={group.href}>{group.label}</CardLink>
                </h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{group.summary}</p>
                <ArrowRight aria-hidden="true" className="mt-auto size-5 self-end pt-1 text-accent-700" />
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </SiteFrame>
  );
}
