"use client";

import { useSyncExternalStore } from "react";

type ChoiceMenuModule = typeof import("./choice-menu");

/**
 * Radix Select comes in its own script, fetched when a visitor first heads for a form with a dropdown
 * (`useFormSubmit`'s `onApproach`), so a visitor who only reads the page never downloads it.
 */
let loaded: ChoiceMenuModule | null = null;
let loading: Promise<ChoiceMenuModule> | null = null;
const listeners = new Set<() => void>();

/** Fetches Radix Select once; safe to call often. */
export function loadChoiceMenu(): void {
  loading ??= import("./choice-menu").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // offline, say: the next approach tries again
      throw error;
    },
  );
  loading.catch(() => {}); // without it, the native dropdowns stay
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded Radix Select module, or null until it has loaded (and in the server HTML). */
export function useChoiceMenu(): ChoiceMenuModule | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
