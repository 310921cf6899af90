import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { navGroups } from "@/content/navigation";
import { Button } from "@/components/ui/button";
import { LogMissingPath } from "@/components/layout/log-missing-path";

export const metadata: Metadata = {
  title: "Page not found",
};

export default function NotFound() {
  return (
    <section className="mx-auto max-w-7xl px-5 py-20 sm:py-28 lg:px-8">
      <LogMissingPath />
      <p className="eyebrow text-accent-800">Error 404</p>
      <h1 className="mt-4 text-display-xl font-semibold text-ink-950">Oops! Page not found</h1>
      <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-600">
        The page you asked for does not exist or has moved. Start again from the home page, or pick up from
        one of these sections.
      </p>
      <Button asChild size="lg" className="mt-9">
        <Link href="/">
          <ArrowLeft aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
      <ul className="mt-14 grid max-w-3xl gap-3 border-t border-line pt-8 sm:grid-cols-4">
        {navGroups.map((group) => (
          <li key={group.id}>
            <Link href={group.href} className="font-semibold text-ink-900 underline-offset-4 hover:underline">
              {group.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
