/** The `tel:` link of a phone number as the site writes it ("+31 20 794 5100" gives "tel:+31207945100"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** A `mailto:` link, with a subject line when given. */
export function mailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/**
 * The accessible name of an action repeated on several cards ("Apply Now: Senior Consultant"), given as the link's
 * `aria-label`: a screen reader's list of links then tells the cards apart, and the visible label starts the name.
 * (A visually hidden span inside a flex button would be read as a separate block: "Apply Now : ...".)
 */
export function actionName(label: string, subject: string): string {
  return `${label}: ${subject}`;
}
