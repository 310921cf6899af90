"use client";

import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";
import { officeFrameCopy, type OfficeSection } from "@/content/office";
import { cn } from "@/lib/cn";

/** The office's sections, the current one marked for eyes and for screen readers. */
export function OfficeNav({ sections }: { sections: OfficeSection[] }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === "/office"
      ? pathname === href || pathname.startsWith("/office/messages")
      : pathname.startsWith(href);
  return (
    <nav aria-label={officeFrameCopy.nav}>
      <ul className="flex flex-wrap gap-x-1 gap-y-1">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              href={section.href}
              aria-current={current(section.href) ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full px-3.5 text-[0.9375rem] font-medium text-white/80 hover:bg-white/10 hover:text-white",
                "aria-[current=page]:bg-white/15 aria-[current=page]:text-white",
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
