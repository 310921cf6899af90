import { invisibleCharacterLabel } from "@/content/office";
import { marker, markInvisible, splitInvisible } from "@/lib/invisible";

/**
 * A visitor's text as plain text for a place that takes only a string (a page's heading): each invisible or
 * direction-changing character written as its marker, so none is left to hide or reorder anything.
 */
export function shownVisitorText(value: string): string {
  return markInvisible(value);
}

/**
 * Text a visitor typed into a form (a name, an address, a message), as the office shows it: isolated in `<bdi>`,
 * so that its direction cannot reorder the office's own words around it, and with each invisible or
 * direction-changing character (lib/invisible.ts) shown as a small marker such as <U+202E> named for screen
 * readers and in its tooltip, so that "Eve\u202Etxt.exe" reads as what it is and not as "Eveexe.txt".
 */
export function VisitorText({ value }: { value: string }) {
  return (
    <bdi>
      {splitInvisible(value).map((part, index) => {
        if ("text" in part) return part.text;
        const label = invisibleCharacterLabel(part.codePoint, part.kind);
        return (
          <span
            key={index}
            role="img"
            aria-label={label}
            title={label}
            className="mx-px rounded-sm bg-ink-100 px-0.5 font-mono text-[0.75em] font-normal text-ink-600"
          >
            {marker(part.codePoint)}
          </span>
        );
      })}
    </bdi>
  );
}
