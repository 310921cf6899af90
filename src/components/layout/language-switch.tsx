"use client";

import { Languages } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { usePathname } from "next/navigation";
import { Link } from "@/components/ui/link";
import { counterpartOf, localeOf, routesIn } from "@/content/routes";
import type { Frame } from "@/content/editions";
import { cn } from "@/lib/cn";

/**
 * The way to the other edition: the same page in the other language, or that edition's home page while the page
 * has no counterpart yet. Named in the other language and marked as such (`lang`, `hrefLang`). It reads the path
 * as the page is prerendered, so it is in the HTML without JavaScript, and follows client-side navigation.
 */
export function LanguageSwitch({
  edition,
  tone = "light",
  className,
}: {
  edition: Frame["words"]["otherEdition"];
  tone?: "light" | "dark";
  className?: string;
}) {
  const path = usePathname();
  const other = localeOf(path) === "nl" ? "en" : "nl";
  return (
    <Link
      href={counterpartOf(path) ?? routesIn[other].home}
      hrefLang={edition.lang}
      lang={edition.lang}
      title={edition.title}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold underline-offset-4 hover:underline",
        tone === "dark" ? "text-ink-200 hover:text-white" : "text-ink-900 hover:bg-ink-900/5",
        className,
      )}
    >
      <LineIcon icon={Languages} className="size-4" />
      {edition.label}
    </Link>
  );
}
