/**
 * An email address as text. A line too narrow for it breaks it after the "@" (partners@ | brightwell.example),
 * not mid-word; a part still too long for a line of its own breaks wherever it must.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf("@") + 1;
  return (
    <span className="wrap-anywhere">
      {email.slice(0, at)}
      {at > 0 ? <wbr /> : null}
      {email.slice(at)}
    </span>
  );
}
