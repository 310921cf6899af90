"use client";

import { LoaderCircle } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { FormDef } from "@/lib/forms/fields";
import { cn } from "@/lib/cn";
import { FormOutcome } from "./form-outcome";
import { HiddenFields } from "./hidden-fields";
import { useFormSubmit } from "./use-form-submit";

/**
 * The newsletter sign-up (footer, insights page): an email input with the placeholder "Enter your email" and a
 * Subscribe button. Double opt-in: the server mails a confirmation link.
 */
export function NewsletterForm({
  form,
  consent,
  anchor,
  className,
  values: startValues,
  errors: startErrors,
}: {
  /** The form in the page's language, and the consent it asks for (from `newsletterIn`). */
  form: FormDef<"newsletter">;
  consent: { text: string };
  /** Id of this form's block on the page; must be unique on the page. */
  anchor: string;
  className?: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
}) {
  const { sending, errors, values, version, onSubmit, onInput, onApproach } = useFormSubmit(form, {
    anchor,
    values: startValues,
    errors: startErrors,
  });
  const field = form.fields[0]!;
  const inputId = `${anchor}-email`;
  const error = errors[field.name];
  return (
    <form
      data-newsletter-form
      id={anchor}
      action={`/api/forms/${form.id}`}
      method="post"
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onApproach}
      onPointerOver={onApproach}
      aria-busy={sending}
      className={cn("relative grid scroll-mt-28 grid-cols-1 gap-3", className)}
    >
      <FormOutcome
        outcomes={form.words.outcomes}
        anchor={anchor}
        success={form.messages.success}
        failure={form.messages.failure}
        lang={form.messages.lang}
        meaning={form.messages.meaning}
      />
      <HiddenFields anchor={anchor} honeypotLabel={form.words.honeypot} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {field.label}
        </label>
        <Input
          key={version}
          id={inputId}
          name={field.name}
          type="email"
          required
          maxLength={field.maxLength}
          autoComplete="email"
          placeholder={field.placeholder}
          defaultValue={values[field.name] ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-consent${error ? ` ${inputId}-error` : ""}`}
          height="h-11"
          className="sm:flex-1 on-dark:border-white/20 on-dark:bg-white/5 on-dark:text-white on-dark:placeholder:text-ink-300 on-dark:hover:border-white/40 on-dark:focus-visible:border-white"
        />
        <Button type="submit" disabled={sending}>
          {sending ? <LineIcon icon={LoaderCircle} className="animate-spin" /> : null}
          {sending ? form.words.sending : form.submitLabel}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-danger-600 on-dark:text-danger-300">
          {error}
        </p>
      ) : null}
      <p id={`${inputId}-consent`} className="text-xs leading-relaxed text-ink-600 on-dark:text-ink-300">
        {consent.text}
      </p>
    </form>
  );
}
