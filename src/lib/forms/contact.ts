import { formIn, optionsIn } from "./build";
import { company, email, field, firstName, formRule, lastName, LIMITS, message, phone } from "./fields";

/** The services a visitor can ask about, in the spec's order; the first is the default. */
const services = [
  "Business Building Consultancy",
  "Strategic Advisory",
  "Startup Coaching",
  "Marketing & Sales Training",
  "Talent Sourcing",
  "Personal Development Retreats",
  "Other",
] as const;

/** The contact page's form: who you are, how to reach you, which service, and your message. */
export const contactRule = formRule({
  id: "contact",
  page: "/contact",
  anchor: "contact-form",
  fields: [
    firstName,
    lastName,
    email,
    { ...phone, required: false },
    { ...company, half: false },
    field({
      name: "service",
      kind: "select",
      required: true,
      maxLength: LIMITS.text,
      options: services,
      defaultValue: services[0],
    }),
    message,
  ],
});

export const contactForm = formIn(contactRule, "en");

/** The services, each with its English label. */
export const serviceOptions = optionsIn(contactForm, "service");
