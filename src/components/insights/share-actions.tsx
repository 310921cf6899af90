"use client";

import { useState } from "react";
import { Link2, Printer } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/**
 * Share and Save for an article. Share hands the link to the system's share sheet where the browser has one,
 * and copies it otherwise, saying so; Save opens the print dialog, where the article prints (or saves as PDF)
 * without the site's header and footer. Both need script, so without it they are not shown (`js-only`).
 */
export function ShareActions({
  title,
  path,
  words,
  className,
}: {
  title: string;
  path: string;
  /** The buttons' and messages' words, in the page's language. */
  words: { share: string; save: string; copied: string; copy: string };
  className?: string;
}) {
  const [status, setStatus] = useState("");

  async function share() {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(words.copied);
    } catch {
      setStatus(`${words.copy} ${url}`);
    }
  }

  return (
    <div className={cn("js-only print:hidden", className)}>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={share}>
          <LineIcon icon={Link2} />
          {words.share}
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.print()}>
          <LineIcon icon={Printer} />
          {words.save}
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm break-words text-ink-700 empty:hidden">
        {status}
      </p>
    </div>
  );
}
