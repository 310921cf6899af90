"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch">;

/**
 * Every link between the site's pages: Next.js's Link, which prefetches a page once the visitor shows they may
 * open it (the pointer over it, a touch, keyboard focus) rather than as soon as it scrolls into view. A phone on
 * a metered connection then loads only the pages its visitor heads for (decision record 021); the page still
 * opens without a full reload.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
