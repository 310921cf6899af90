import { frameWords } from "@/content/frame";
import type { ReactNode } from "react";
import { LogoMark } from "@/components/layout/logo";
import { SkipLink } from "@/components/layout/skip-link";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { officeFrameCopy, officeSections, type ShownNotice } from "@/content/office";
import { cn } from "@/lib/cn";
import { brand } from "@/content/site";
import { OfficeNav } from "./office-nav";

/**
 * The office around a page: a dark band with the firm's mark and, for a signed-in person, the sections they may
 * open, who they are and a sign-out button (a form: it works without JavaScript). On a phone the band is two
 * rows, about 110 px: the mark (its name kept for screen readers, out of sight) and the sign-out button, then the
 * sections in a row that scrolls sideways; the address shows from 640 px (the account page names it too).
 */
export function OfficeFrame({
  person,
  children,
}: {
  person?: { email: string; role: string };
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink label={frameWords.skipLink} target={frameWords.anchors.main} />
      <header className="band-dark bg-ink-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-5 py-2 sm:gap-y-3 sm:py-3 lg:px-8">
          <Link href="/office" className="inline-flex min-h-11 items-center gap-2.5 rounded-md">
            <LogoMark />
            <span className={cn("font-display text-lg font-semibold", person && "max-sm:sr-only")}>
              {brand.name}
            </span>
            <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-ink-950">
              {officeFrameCopy.badge}
            </span>
          </Link>
          {person ? (
            <>
              <OfficeNav
                sections={officeSections.filter((section) => !section.owners || person.role === "owner")}
              />
              <form method="post" action="/office/sign-out" className="ml-auto flex items-center gap-3">
                <span className="text-sm break-all text-white/75 max-sm:hidden">{person.email}</span>
                <Button type="submit" variant="secondary" size="sm">
                  {officeFrameCopy.signOut}
                </Button>
              </form>
            </>
          ) : null}
        </div>
      </header>
      <main id={frameWords.anchors.main} tabIndex={-1} className="flex-1 bg-paper focus:outline-none">
        <div className="mx-auto max-w-7xl px-5 py-6 sm:py-14 lg:px-8">{children}</div>
      </main>
    </>
  );
}

/** What just happened, or why it did not: a status line, or an alert for a refusal. */
export function OfficeNotice({ notice, className = "mb-6" }: { notice: ShownNotice; className?: string }) {
  return (
    <p
      role={notice.kind === "error" ? "alert" : "status"}
      className={`${className} rounded-xl border px-4 py-3 font-medium ${
        notice.kind === "error"
          ? "border-danger-300 bg-danger-50 text-danger-600"
          : "border-success-300 bg-success-50 text-success-700"
      }`}
    >
      {notice.text}
    </p>
  );
}

/** A page's title and, when there is one, the notice of what just happened. */
export function OfficeHeading({
  title,
  lead,
  notice,
}: {
  title: string;
  lead?: string;
  notice?: ShownNotice;
}) {
  return (
    <div className="mb-6 sm:mb-8">
      {notice ? <OfficeNotice notice={notice} /> : null}
      <h1 className="text-display-md font-semibold text-ink-950">{title}</h1>
      {lead ? (
        <p className="mt-2 max-w-2xl text-base leading-relaxed text-ink-600 sm:mt-3 sm:text-lg">{lead}</p>
      ) : null}
    </div>
  );
}
