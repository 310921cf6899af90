"use client";

import { usePathname } from "next/navigation";
import { ANCHOR_FIELD, HONEYPOT_FIELD, PAGE_FIELD } from "@/lib/forms/fields";

/**
 * What every form sends besides its fields: the page and block it sits in (so a post without JavaScript returns
 * there) and the honeypot, an input people never see, reach or hear, which bots fill in.
 */
export function HiddenFields({
  anchor,
  honeypotLabel,
}: {
  anchor: string;
  /** The honeypot's label, in the page's language (`form.words.honeypot`). */
  honeypotLabel: string;
}) {
  return (
    <>
      <input type="hidden" name={PAGE_FIELD} value={usePathname()} />
      <input type="hidden" name={ANCHOR_FIELD} value={anchor} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${anchor}-${HONEYPOT_FIELD}`}>{honeypotLabel}</label>
        <input
          id={`${anchor}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
