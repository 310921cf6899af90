"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";

type Sonner = typeof import("sonner");

/**
 * Toasts come from sonner, which no page needs until a visitor uses a form: it is loaded then (`prepareToasts`,
 * when a visitor first heads for a form: the pointer over it or focus in it), not with the page. Its toaster is a
 * polite live region, so screen readers read each toast out; it goes on the page as soon as sonner arrives,
 * before any toast is added to it.
 */
let sonner: Sonner | null = null;
let ready: Promise<Sonner> | null = null;
let onToasterMounted: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Loads sonner and puts its toaster on the page; resolves once the toaster is there. Safe to call often. */
export function prepareToasts(): Promise<Sonner> {
  ready ??= import("sonner").then(
    (module) =>
      new Promise<Sonner>((resolve) => {
        onToasterMounted = () => resolve(module);
        sonner = module;
        for (const listener of listeners) listener();
      }),
    (error: unknown) => {
      ready = null; // offline, say: the next call tries again
      throw error;
    },
  );
  return ready;
}

/** Shows a toast; rejects when sonner cannot be loaded. */
export async function showToast(kind: "success" | "error", message: ReactNode): Promise<void> {
  const { toast } = await prepareToasts();
  toast[kind](message);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear, once sonner is loaded: 4 seconds each, at most 3 at a time (the spec's numbers, and
 * sonner's defaults). They drop in at the top centre, just below the sticky header: a form's Send button sits at
 * the form's foot, often at the bottom right of a wide screen, where a corner toast would cover it.
 */
export function Toaster() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => sonner,
    () => null,
  );
  // Runs after sonner's own Toaster has mounted and subscribed to its toasts.
  useEffect(() => {
    if (loaded) onToasterMounted?.();
  }, [loaded]);
  if (!loaded) return null;
  return (
    <loaded.Toaster
      position="top-center"
      offset={{ top: 88 }}
      mobileOffset={{ top: 76 }}
      duration={4000}
      visibleToasts={3}
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
