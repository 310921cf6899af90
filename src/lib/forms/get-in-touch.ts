import { formIn } from "./build";
import { company, email, firstName, formRule, lastName, message } from "./fields";

/** The get in touch page's form: five fields, all required. */
export const getInTouchRule = formRule({
  id: "get-in-touch",
  page: "/contact/get-in-touch",
  anchor: "get-in-touch-form",
  fields: [firstName, lastName, email, company, message],
});

export const getInTouchForm = formIn(getInTouchRule, "en");
