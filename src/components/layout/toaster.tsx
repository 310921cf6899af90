"use client";

import { Toaster as Sonner } from "sonner";

/**
 * Where toasts appear: 4 seconds each, at most 3 at a time (the spec's numbers, and sonner's defaults). They drop
 * in at the top centre, just below the sticky header: a form's Send button sits at the form's foot, often at the
 * bottom right of a wide screen, where a corner toast would cover it.
 */
export function Toaster() {
  return (
    <Sonner
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
