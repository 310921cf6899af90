"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { Menu } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { CloseButton } from "@/components/ui/close-button";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import type { NavGroup, NavLink } from "@/types/site";
import { buttonVariants } from "@/components/ui/button";
import { currentPage } from "@/lib/nav";
import type { Frame } from "@/content/editions";
import { LanguageSwitch } from "./language-switch";

/**
 * The small-screen menu: a "Menu" button that opens a panel with every group, sliding in from the right. The
 * panel is a native modal <dialog> (showModal): the browser makes the page behind it inert, closes it on Escape
 * and gives focus back to the button; Tab and Shift+Tab wrap around inside it instead of leaving the page. Its links are rendered when it first opens,
 * so pages do not carry them twice. Without JavaScript the button is hidden and a plain "Menu" link jumps to
 * the footer's navigation, which lists the same pages.
 */
export function MobileMenu({
  groups,
  action,
  words,
}: {
  groups: readonly NavGroup[];
  action: NavLink;
  words: Frame["words"];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // "unopened" until the first open; after that the links stay rendered, so the panel can slide out with them.
  const [state, setState] = useState<"unopened" | "open" | "closed">("unopened");
  const pathname = usePathname();

  const open = () => {
    flushSync(() => setState("open"));
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  // Any navigation closes it: a link in the menu to another page, and Back or Forward while it is open.
  useEffect(() => dialog.current?.close(), [pathname]);

  // A click on the dimmed page beside the panel lands on the dialog itself (its ::backdrop), and closes it; so
  // does a click on one of its links (including one to the page being shown, which is no navigation).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest("a")) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const stops = event.currentTarget.querySelectorAll<HTMLElement>("a[href], button");
    const [first, last] = [stops[0], stops[stops.length - 1]];
    if (document.activeElement === (event.shiftKey ? first : last)) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };

  const label = (
    <>
      <LineIcon icon={Menu} className="size-5" />
      <span className="max-[399px]:sr-only">{words.menu}</span>
    </>
  );
  const triggerClass =
    "inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm max-[359px]:px-2 font-semibold text-ink-900 hover:bg-ink-900/5 lg:hidden";

  return (
    <>
      <a href={`#${words.anchors.footer}`} className={`no-js-only ${triggerClass}`}>
        {label}
      </a>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={state === "open"}
        aria-controls="mobile-menu"
        onClick={open}
        className={`js-only ${triggerClass}`}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        aria-label={words.menu}
        onClose={() => setState("closed")}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="menu-dialog bg-paper shadow-2xl"
      >
        {state === "unopened" ? null : (
          <div className="flex h-full flex-col">
            <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
              <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">
                {words.menu}
              </h2>
              <CloseButton label={words.closeMenu} onClick={close} className="-mr-2" />
            </div>
            <nav
              aria-label={words.mainNav}
              className="flex-1 overflow-y-auto overscroll-contain px-5 pt-2 pb-8"
            >
              {groups.map((group) => (
                <section key={group.id} className="border-b border-line py-5 last:border-b-0">
                  <h2 className="font-sans">
                    <Link
                      href={group.href}
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
              <Link href={action.href} className={buttonVariants({ className: "mt-4 w-full" })}>
                {action.label}
              </Link>
              <LanguageSwitch edition={words.otherEdition} className="mt-3 w-full justify-center" />
            </nav>
          </div>
        )}
      </dialog>
    </>
  );
}
