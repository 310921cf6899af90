/**
 * The accessible name of an action repeated on several cards ("Apply Now: Senior Consultant"), given as the link's
 * `aria-label`: a screen reader's list of links then tells the cards apart, and the visible label starts the name.
 * (A visually hidden span inside a flex button would be read as a separate block: "Apply Now : ...".)
 */
export function actionName(label: string, subject: string): string {
  return `${label}: ${subject}`;
}
