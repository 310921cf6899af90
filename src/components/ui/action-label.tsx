/**
 * A short action's words ("Apply Now") and, for assistive technology only, what it acts on ("Apply Now: Senior
 * Strategy Consultant"), so a page of many "Learn More" links reads as distinct links. One inline span: as
 * separate items of a flex button the two parts would be read with a space before the colon.
 */
export function ActionLabel({ label, of }: { label: string; of: string }) {
  return (
    <span>
      {label}
      <span className="sr-only">: {of}</span>
    </span>
  );
}
