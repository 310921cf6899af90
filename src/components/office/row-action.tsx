import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * One button in a row of an office table that posts one value to a route (end a session, remove a passkey, retry a
 * mail, revoke a token): a plain form, so it works without JavaScript. `label` names the row for a screen reader
 * ("Revoke the token …") where the button's own word ("Revoke") would be the same on every row.
 */
export function RowAction({
  action,
  name,
  value,
  label,
  children,
}: {
  action: string;
  name: string;
  value: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name={name} value={value} />
      <Button type="submit" variant="secondary" size="sm" aria-label={label}>
        {children}
      </Button>
    </form>
  );
}
