/**
 * Each edition's forms: a form's rule (./contact.ts, ...) with the edition's words (content/forms.ts in
 * English, content/nl/forms.ts in Dutch), on the edition's page. The words are checked against the rule when
 * the module loads, so a build fails on a field or an option without words, and on words for a field the form
 * does not have.
 */
import * as english from "@/content/forms";
import type { FieldText, FormText } from "@/content/forms";
import * as dutch from "@/content/nl/forms";
import { dutchPathOf } from "@/content/routes";
import { anchorIn } from "@/content/translation";
import type { Locale } from "@/types/facts";
import type { FieldDef, FieldOption, FieldRule, FormDef, FormId, FormRule } from "./fields";

const editions = {
  en: { formWords: english.formWords, errorWords: english.errorWords, forms: english.forms },
  nl: { formWords: dutch.formWords, errorWords: dutch.errorWords, forms: dutch.forms },
} satisfies Record<Locale, unknown>;

/** The words of an edition's forms: around the fields, of a field that fails, and of each form. */
export function formTextIn(locale: Locale) {
  return editions[locale];
}

/** What a subscriber agrees to on an edition's page; its version is stored with each sign-up. */
export function consentIn(locale: Locale) {
  return { version: english.consentVersion, text: editions[locale].forms.newsletter.consent };
}

/** A select's options: each value the rule lists, with its label in the words; no label without its value. */
function optionsOf(values: readonly string[], labels: FieldText["options"], where: string): FieldOption[] {
  const named = Object.keys(labels ?? {});
  const stray = named.filter((value) => !values.includes(value));
  if (stray.length > 0) throw new Error(`${where}: words for options it does not have: ${stray.join(", ")}`);
  return values.map((value) => {
    const label = labels?.[value];
    if (label === undefined) throw new Error(`${where}: no words for the option ${value}`);
    return { value, label };
  });
}

/** A field's rule with its words, which must be for this field and agree on whether it may be left blank. */
function fieldOf<Name extends string>(rule: FieldRule<Name>, text: FieldText | undefined, where: string) {
  if (text?.id !== rule.name)
    throw new Error(`${where}: the field ${rule.name} has the words of ${text?.id}`);
  if (Boolean(text.optional) === rule.required)
    throw new Error(`${where}: the words of ${rule.name} call it ${rule.required ? "optional" : "required"}`);
  const { options, ...rest } = rule;
  const defined: FieldDef<Name> = { ...rest, label: text.label };
  if (text.placeholder !== undefined) defined.placeholder = text.placeholder;
  if (text.hint !== undefined) defined.hint = text.hint;
  if (options) defined.options = optionsOf(options, text.options, `${where}.${rule.name}`);
  else if (text.options) throw new Error(`${where}: words for the options of ${rule.name}, which has none`);
  return defined;
}

/**
 * A form in an edition's words, on the edition's page. A message form tells the visitor the spec's Dutch
 * toasts; on a page that is not Dutch they are marked Dutch, with their meaning in the page's language beside
 * them.
 */
export function formIn<const Id extends FormId, const Name extends string>(
  rule: FormRule<Id, Name>,
  locale: Locale,
): FormDef<Id, Name> {
  const edition = editions[locale];
  const text: FormText = edition.forms[rule.id];
  const where = `content/${locale === "en" ? "" : `${locale}/`}forms ${rule.id}`;
  if (text.fields.length !== rule.fields.length)
    throw new Error(`${where}: words for ${text.fields.length} fields, the form has ${rule.fields.length}`);
  const spoken = rule.id !== "newsletter" && locale !== "nl";
  return {
    id: rule.id,
    locale,
    words: edition.formWords,
    page: locale === "nl" ? dutchPathOf(rule.page) : rule.page,
    anchor: anchorIn(rule.anchor, locale),
    fields: rule.fields.map((field, index) => fieldOf(field, text.fields[index], where)),
    submitLabel: text.submitLabel,
    messages: spoken ? { ...english.spokenToasts, lang: "nl", meaning: text.messages } : text.messages,
  };
}

/** The options of a form's dropdown, with their labels in the form's language. */
export function optionsIn(form: FormDef, name: string): readonly FieldOption[] {
  const options = form.fields.find((field) => field.name === name)?.options;
  if (!options) throw new Error(`the ${form.id} form has no dropdown ${name}`);
  return options;
}
