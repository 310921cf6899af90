"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Logs the path that was not found to the browser console, for whoever is debugging a broken link. */
export function LogMissingPath() {
  const pathname = usePathname();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
