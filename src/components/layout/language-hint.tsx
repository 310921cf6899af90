"use client";

import { Languages } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { useSyncExternalStore } from "react";
import { CloseButton } from "@/components/ui/close-button";
import { Link } from "@/components/ui/link";
import type { LanguageHint as Hint } from "@/types/sections";

/** Where a dismissal is kept for the rest of the tab's session: never a cookie, never sent to the server. */
const DISMISSED = "language-hint-dismissed";

/**
 * The first of the two editions' languages in the browser's list of preferred languages ("nl-BE" counts as "nl"),
 * or none when neither is in it.
 */
export function preferredEdition(languages: readonly string[]): "en" | "nl" | undefined {
  for (const language of languages) {
    const base = language.toLowerCase().split("-")[0];
    if (base === "en" || base === "nl") return base;
  }
  return undefined;
}

/** The components showing the note, told when it is dismissed (every one of them hides). */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the note was dismissed in this tab's session (or, where storage is refused, on this page). */
let dismissedHere = false;
function dismissed(): boolean {
  try {
    return dismissedHere || sessionStorage.getItem(DISMISSED) !== null;
  } catch {
    return dismissedHere; // storage refused by a strict privacy setting
  }
}
function dismiss(): void {
  dismissedHere = true;
  try {
    sessionStorage.setItem(DISMISSED, "1");
  } catch {
    // See dismissed(): the note stays hidden on this page.
  }
  for (const listener of listeners) listener();
}

/**
 * A quiet note for a visitor whose browser prefers the other edition's language: shown once the page has
 * hydrated, in a corner over the page (so nothing moves), written in that language, with a link to that edition
 * and a button that hides it for the rest of the session. Without JavaScript, and for every other browser,
 * nothing is shown: the page itself never depends on the browser's languages (it is the same prerendered page
 * for everyone, and nothing redirects).
 */
export function LanguageHint({ hint }: { hint: Hint }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => !dismissed() && preferredEdition(navigator.languages) === hint.lang,
    () => false,
  );
  if (!shown) return null;
  return (
    <section
      lang={hint.lang}
      aria-label={hint.action.label}
      className="fixed inset-x-3 bottom-3 z-40 flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xl shadow-ink-900/10 sm:right-auto sm:left-5 sm:bottom-5 sm:max-w-sm print:hidden"
    >
      <LineIcon icon={Languages} className="mt-0.5 size-5 shrink-0 text-accent-800" />
      <p className="flex-1 text-sm text-ink-700">
        {hint.text}{" "}
        <Link
          href={hint.action.href}
          hrefLang={hint.lang}
          className="font-semibold text-ink-900 underline underline-offset-4"
        >
          {hint.action.label}
        </Link>
      </p>
      <CloseButton label={hint.dismiss} onClick={dismiss} className="-mt-2 -mr-2" />
    </section>
  );
}
