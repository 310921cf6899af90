"use client";

import { Toaster as Sonner } from "sonner";

/** Where toasts appear: 4 seconds each, at most 3 at a time (the spec's numbers, and sonner's defaults). */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
