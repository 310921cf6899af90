import { FormCard } from "./form-card";
import { MessageForm } from "./message-form";
import { NewsletterForm } from "./newsletter-form";
import { formsIn, newsletterIn, type FormId } from "@/lib/forms";
import type { Locale } from "@/types/facts";

/**
 * A form filled with what the visitor typed (and, when given, each field's problem), in the language of the page
 * it was sent from: review and retry pages.
 */
export function FilledForm({
  form,
  locale,
  values,
  errors = {},
}: {
  form: FormId;
  locale: Locale;
  values: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const definition = formsIn(locale)[form];
  return definition.id === "newsletter" ? (
    <NewsletterForm
      {...newsletterIn(locale)}
      anchor={definition.anchor}
      values={values}
      errors={errors}
      className="max-w-lg"
    />
  ) : (
    <FormCard>
      <MessageForm form={definition} values={values} errors={errors} />
    </FormCard>
  );
}
