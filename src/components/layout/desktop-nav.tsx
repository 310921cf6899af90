"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { ArrowRight, ChevronDown } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { NavGroup } from "@/types/site";
import { cn } from "@/lib/cn";
import { currentPage, groupHolds } from "@/lib/nav";

const HOVER_CLOSE_DELAY_MS = 160;

/**
 * The desktop navigation: one disclosure button per group over a panel of links.
 * The panels are always in the server HTML and hidden with CSS, so crawlers and visitors without
 * JavaScript get every link (without JavaScript, hover and keyboard focus open them through CSS).
 * With JavaScript: click, hover, Enter/Space, arrow keys, Home/End, and Escape (which returns focus).
 */
export function DesktopNav({ groups, label }: { groups: readonly NavGroup[]; label: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const open = (id: string, byHover: boolean) => {
    cancelClose();
    openedByHover.current = byHover;
    setOpenId(id);
  };
  const close = () => {
    cancelClose();
    setOpenId(null);
  };

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: DocumentEventMap["pointerdown"]) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const linksOf = (id: string) =>
    Array.from(navRef.current?.querySelectorAll<HTMLAnchorElement>(`#nav-panel-${id} a`) ?? []);
  const buttonOf = (id: string) => navRef.current?.querySelector<HTMLButtonElement>(`#nav-button-${id}`);

  const focusLink = (id: string, which: "first" | "last") => {
    // The panel becomes visible on the next render; focus once it is.
    requestAnimationFrame(() => {
      const links = linksOf(id);
      (which === "first" ? links[0] : links[links.length - 1])?.focus();
    });
  };

  const onButtonKeyDown = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(id, false);
      focusLink(id, event.key === "ArrowDown" ? "first" : "last");
    } else if (event.key === "Escape" && openId === id) {
      event.preventDefault();
      close();
    }
  };

  const onPanelKeyDown = (id: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    const links = linksOf(id);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      links[(next + links.length) % links.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return moveTo(index + 1);
      case "ArrowUp":
        return moveTo(index - 1);
      case "Home":
        return moveTo(0);
      case "End":
        return moveTo(links.length - 1);
      case "Escape":
        event.preventDefault();
        close();
        buttonOf(id)?.focus();
    }
  };

  const onPointerEnter = (id: string) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    // Coming back over a panel that is already open keeps it open, without making it "opened by hover" (then
    // the next click would keep it open instead of closing it).
    if (openId === id) cancelClose();
    else open(id, true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenId(null), HOVER_CLOSE_DELAY_MS);
  };

  const onButtonClick = (id: string) => () => {
    // A click right after hover opened the panel keeps it open, instead of toggling it shut.
    if (openId === id && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    if (openId === id) close();
    else open(id, false);
  };

  return (
    <nav ref={navRef} aria-label={label} className="hidden h-full lg:block">
      <ul className="flex h-full items-stretch gap-1">
        {groups.map((group) => {
          const isOpen = openId === group.id;
          const holdsPage = groupHolds(group, pathname);
          return (
            <li
              key={group.id}
              className="nav-group flex items-center"
              data-open={isOpen}
              onPointerEnter={onPointerEnter(group.id)}
              onPointerLeave={onPointerLeave}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null) && isOpen) close();
              }}
            >
              <button
                type="button"
                id={`nav-button-${group.id}`}
                aria-expanded={isOpen}
                aria-controls={`nav-panel-${group.id}`}
                aria-current={holdsPage ? "true" : undefined}
                onClick={onButtonClick(group.id)}
                onKeyDown={onButtonKeyDown(group.id)}
                className={cn(
                  "relative inline-flex h-10 items-center gap-1 rounded-full px-3.5 text-[0.9375rem] font-medium transition-colors hover:bg-ink-900/5 hover:text-ink-950",
                  isOpen || holdsPage ? "text-ink-950" : "text-ink-800",
                  isOpen && "bg-ink-900/5",
                  // The group of the page being shown: a gold bar on the header's bottom edge, like a tab.
                  holdsPage &&
                    "after:absolute after:inset-x-3.5 after:-bottom-4 after:h-[3px] after:rounded-full after:bg-accent-500",
                )}
              >
                {group.label}
                <LineIcon
                  icon={ChevronDown}
                  className={cn(
                    "size-4 opacity-60 transition-transform duration-200",
                    isOpen && "rotate-180",
                  )}
                />
              </button>
              <div
                id={`nav-panel-${group.id}`}
                className="nav-panel absolute inset-x-0 top-full px-5 lg:px-8"
                onKeyDown={onPanelKeyDown(group.id)}
              >
                <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_minmax(0,2fr)] overflow-hidden rounded-b-2xl border border-t-0 border-line bg-surface shadow-2xl shadow-ink-900/10">
                  <div className="flex flex-col justify-between gap-6 bg-sand p-7">
                    <div>
                      <p className="font-display text-2xl font-semibold text-ink-950">{group.label}</p>
                      <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{group.summary}</p>
                    </div>
                    <Link
                      href={group.href}
                      onClick={close}
                      aria-current={currentPage(pathname, group.href)}
                      className="group/overview inline-flex items-center gap-2 text-sm font-semibold text-ink-950 underline-offset-4 hover:underline"
                    >
                      {group.overview}
                      <LineIcon
                        icon={ArrowRight}
                        className="size-4 transition-transform group-hover/overview:translate-x-0.5"
                      />
                    </Link>
                  </div>
                  <ul className="grid grid-cols-2 gap-1 p-4">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          onClick={close}
                          aria-current={currentPage(pathname, link.href)}
                          className="nav-link nav-panel-link"
                        >
                          <span className="nav-panel-title">{link.label}</span>
                          {link.description ? (
                            <span className="nav-panel-note">{link.description}</span>
                          ) : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
