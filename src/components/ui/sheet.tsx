"use client";

import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A panel that slides in from the right: Radix Dialog, so focus is trapped and Escape closes it. */
export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export function SheetContent({
  className,
  children,
  title,
  closeLabel = "Close menu",
  ...props
}: ComponentProps<typeof Dialog.Content> & { title: ReactNode; closeLabel?: string }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px]" />
      <Dialog.Content
        aria-describedby={undefined}
        className={cn(
          "sheet-panel fixed inset-y-0 right-0 z-50 flex w-[min(24rem,100%)] flex-col bg-paper shadow-2xl",
          className,
        )}
        {...props}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
          <Dialog.Title className="font-sans text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">
            {title}
          </Dialog.Title>
          <Dialog.Close
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-900/5"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
