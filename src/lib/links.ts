/** The `tel:` link of a phone number as the site writes it ("+31 20 794 5100" gives "tel:+31207945100"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** A `mailto:` link, with a subject line when given. */
export function mailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
