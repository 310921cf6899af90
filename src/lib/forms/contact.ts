import {
  company,
  defineForm,
  email,
  field,
  firstName,
  formWords,
  lastName,
  LIMITS,
  message,
  messageToasts,
  phone,
} from "./fields";

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

export const serviceOptions = services.map((label) => ({ value: label, label }));

/** The contact page's form: who you are, how to reach you, which service, and your message. */
export const contactForm = defineForm({
  id: "contact",
  page: "/contact",
  anchor: "contact-form",
  locale: "en",
  words: formWords,
  submitLabel: "Send Message",
  messages: messageToasts,
  fields: [
    firstName,
    lastName,
    email,
    { ...phone, required: false, hint: "Optional" },
    { ...company, half: false },
    field({
      name: "service",
      label: "Service of interest",
      kind: "select",
      required: true,
      maxLength: LIMITS.text,
      options: serviceOptions,
      defaultValue: services[0],
    }),
    message,
  ],
});
