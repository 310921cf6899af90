"use client";

import { LoaderCircle, Send } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { Button } from "@/components/ui/button";
import type { FormDef, MessageFormId } from "@/lib/forms/fields";
import { FormFields } from "./form-fields";
import { FormOutcome } from "./form-outcome";
import { HiddenFields } from "./hidden-fields";
import { useFormSubmit } from "./use-form-submit";

export interface MessageFormProps {
  /** The form's definition in the page's language (plain data, handed over by the page). */
  form: FormDef<MessageFormId>;
  /** Values and errors to start from: the review page's, after a post without JavaScript failed validation. */
  values?: Record<string, string>;
  errors?: Record<string, string>;
}

/**
 * The contact, get in touch and partnership forms: fields from the form's definition, posted natively without
 * JavaScript (the server answers with this page and an outcome fragment) or with fetch and a toast with it.
 */
export function MessageForm({ form, values: startValues, errors: startErrors }: MessageFormProps) {
  const { sending, errors, values, version, onSubmit, onInput, onApproach } = useFormSubmit(form, {
    anchor: form.anchor,
    values: startValues,
    errors: startErrors,
  });
  return (
    <form
      action={`/api/forms/${form.id}`}
      method="post"
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onApproach}
      onPointerOver={onApproach}
      aria-busy={sending}
      className="relative grid grid-cols-1 gap-6"
    >
      <FormOutcome
        outcomes={form.words.outcomes}
        anchor={form.anchor}
        success={form.messages.success}
        failure={form.messages.failure}
        lang={form.messages.lang}
        meaning={form.messages.meaning}
      />
      <HiddenFields anchor={form.anchor} honeypotLabel={form.words.honeypot} />
      <FormFields key={version} fields={form.fields} idPrefix={form.id} values={values} errors={errors} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">
          {form.words.required.before} <span aria-hidden="true">*</span>
          <span className="sr-only">{form.words.required.mark}</span> {form.words.required.after}
        </p>
        <Button type="submit" size="lg" disabled={sending} className="sm:min-w-52">
          {sending ? <LineIcon icon={LoaderCircle} className="animate-spin" /> : <LineIcon icon={Send} />}
          {sending ? form.words.sending : form.submitLabel}
        </Button>
      </div>
    </form>
  );
}
