import { Link } from "@/components/ui/link";
import type { SiteMapGroup, SiteMapLink } from "@/types/sections";

function Links({ links, nested = false }: { links: readonly SiteMapLink[]; nested?: boolean }) {
  return (
    <ul className={nested ? "mt-2.5 grid gap-2 border-l border-line pl-4" : "mt-5 grid gap-4"}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={
              nested
                ? "text-[0.9375rem] text-ink-700 underline-offset-4 hover:text-ink-950 hover:underline"
                : "font-semibold text-ink-950 underline-offset-4 hover:underline"
            }
          >
            {link.label}
          </Link>
          {link.description ? (
            <p className="mt-0.5 text-sm leading-snug text-ink-600">{link.description}</p>
          ) : null}
          {link.links?.length ? <Links links={link.links} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The site map's directory: one card per area of the site with its pages, and under a page the parts of it
 * (anchors) or the pages that belong to it. Cards flow in balanced columns on wide screens.
 */
export function SiteMapGroups({ groups }: { groups: readonly SiteMapGroup[] }) {
  return (
    <div className="gap-5 sm:columns-2 lg:columns-3 xl:columns-4">
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-title`}
          className="mb-5 scroll-mt-28 break-inside-avoid rounded-2xl border border-line bg-surface p-6"
        >
          <h3 id={`${group.id}-title`} className="text-xl font-semibold text-ink-950">
            {group.title}
          </h3>
          <Links links={group.links} />
        </section>
      ))}
    </div>
  );
}
