/**
 * The first stop of the keyboard: out of sight above the page until focused, then a pill centred just below
 * the header, clear of the logo and the header's buttons, with its full padding. Not printed: fixed in place, it
 * would print over the text of every page.
 */
export function SkipLink({ label, target }: { label: string; target: string }) {
  return (
    <a
      href={`#${target}`}
      className="fixed -top-24 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-accent-400 px-5 py-3 font-semibold whitespace-nowrap text-ink-950 shadow-lg ring-2 ring-ink-950 transition-[top] focus:top-20 print:hidden"
    >
      {label}
    </a>
  );
}
