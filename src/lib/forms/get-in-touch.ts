import { company, defineForm, email, firstName, lastName, message, messageToasts, formWords } from "./fields";

/** The get in touch page's form: five fields, all required. */
export const getInTouchForm = defineForm({
  id: "get-in-touch",
  page: "/contact/get-in-touch",
  anchor: "get-in-touch-form",
  locale: "en",
  words: formWords,
  submitLabel: "Send Message",
  messages: messageToasts,
  fields: [firstName, lastName, email, company, message],
});
