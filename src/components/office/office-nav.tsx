"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";
import { officeFrameCopy, type OfficeSection } from "@/content/office";
import { cn } from "@/lib/cn";

/**
 * The office's sections, the current one marked for eyes and for screen readers. On a phone they stand in one
 * row of their own that scrolls sideways, edge to edge, instead of wrapping into four: each link stays in the tab
 * order and is scrolled into sight when focused, its ring drawn inside the row's padding so it is not cut off,
 * and the current section is scrolled into sight when the page opens (`scroll-initial-target`, where supported;
 * on a phone only, as from 640 px the nearest scroller is the page itself, which it would scroll down).
 */
export function OfficeNav({ sections }: { sections: OfficeSection[] }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === "/office"
      ? pathname === href || pathname.startsWith("/office/messages")
      : pathname.startsWith(href);
  return (
    <nav
      aria-label={officeFrameCopy.nav}
      className="max-sm:order-last max-sm:-mx-5 max-sm:-my-1.5 max-sm:w-[calc(100%+2.5rem)] max-sm:scroll-px-5 max-sm:overflow-x-auto max-sm:[scrollbar-color:rgb(255_255_255/0.3)_transparent] max-sm:[scrollbar-width:thin]"
    >
      <ul className="flex flex-wrap gap-1 max-sm:w-max max-sm:flex-nowrap max-sm:px-5 max-sm:py-1.5">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={current(section.href) ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full px-3.5 text-[0.9375rem] font-medium whitespace-nowrap text-white/80 hover:bg-white/10 hover:text-white max-sm:px-3",
                "aria-[current=page]:bg-white/15 aria-[current=page]:text-white max-sm:aria-[current=page]:[scroll-initial-target:nearest]",
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
