import { FormCard } from "./form-card";
import { MessageForm } from "./message-form";
import { NewsletterForm } from "./newsletter-form";
import { forms, type FormId } from "@/lib/forms";

/** A form filled with what the visitor typed (and, when given, each field's problem): review and retry pages. */
export function FilledForm({
  form,
  values,
  errors = {},
}: {
  form: FormId;
  values: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const definition = forms[form];
  return definition.id === "newsletter" ? (
    <NewsletterForm anchor={definition.anchor} values={values} errors={errors} className="max-w-lg" />
  ) : (
    <FormCard>
      <MessageForm form={definition.id} values={values} errors={errors} />
    </FormCard>
  );
}
