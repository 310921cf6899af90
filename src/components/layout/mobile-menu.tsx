"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Menu } from "lucide-react";
import { useState } from "react";
import type { NavGroup, NavLink } from "@/types/site";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "@/components/ui/sheet";
import { currentPage } from "@/lib/nav";

/**
 * The small-screen menu: a "Menu" button that opens a slide-in panel with every group.
 * Without JavaScript the button is hidden and a plain "Menu" link jumps to the footer's
 * navigation, which lists the same pages.
 */
export function MobileMenu({ groups, action }: { groups: readonly NavGroup[]; action: NavLink }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const pathname = usePathname();
  const label = (
    <>
      <Menu aria-hidden="true" className="size-5" />
      <span className="max-[399px]:sr-only">Menu</span>
    </>
  );
  const triggerClass =
    "inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm max-[359px]:px-2 font-semibold text-ink-900 hover:bg-ink-900/5 lg:hidden";

  return (
    <>
      <a href="#footer-nav" className={`no-js-only ${triggerClass}`}>
        {label}
      </a>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger className={`js-only ${triggerClass}`}>{label}</SheetTrigger>
        <SheetContent title="Menu">
          <nav aria-label="Main" className="px-5 pt-2 pb-8">
            {groups.map((group) => (
              <section key={group.id} className="border-b border-line py-5 last:border-b-0">
                <h2 className="font-sans">
                  <Link
                    href={group.href}
                    onClick={close}
                    aria-current={currentPage(pathname, group.href)}
                    className="nav-link block rounded-lg py-1 text-lg font-semibold text-ink-950 aria-[current=page]:px-3"
                  >
                    {group.label}
                  </Link>
                </h2>
                <ul className="mt-2 grid gap-0.5">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        onClick={close}
                        aria-current={currentPage(pathname, link.href)}
                        className="nav-link block rounded-lg px-3 py-2.5 text-[0.9375rem] text-ink-700 hover:bg-ink-900/5 hover:text-ink-950"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <Button asChild className="mt-4 w-full">
              <Link href={action.href} onClick={close}>
                {action.label}
              </Link>
            </Button>
          </nav>
        </SheetContent>
      </Sheet>
    </>
  );
}
