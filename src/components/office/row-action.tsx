import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A button that posts `fields` to `action` in a form of its own: plain, so it works without JavaScript. `label`
 * names it for a screen reader where its own words would be the same on every row ("Revoke the token …").
 */
export function PostButton({
  action,
  fields,
  label,
  variant = "secondary",
  size,
  className,
  children,
}: {
  action: string;
  fields: Record<string, string>;
  label?: string;
  variant?: ComponentProps<typeof Button>["variant"];
  size?: ComponentProps<typeof Button>["size"];
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size={size} aria-label={label}>
        {children}
      </Button>
    </form>
  );
}

/**
 * One button in a row of an office table that posts one value to a route (end a session, remove a passkey, retry a
 * mail, revoke a token).
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
    <PostButton action={action} fields={{ [name]: value }} label={label} size="sm">
      {children}
    </PostButton>
  );
}
