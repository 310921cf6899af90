"use client";

import { createElement, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { initialValues, type FormDef } from "@/lib/forms";

/**
 * Sends a form with fetch, as JSON, and tells the visitor how it went: "Sending..." on the button while the
 * request runs, a toast afterwards, every field emptied after a success (selects back to their default), and
 * every value kept after a failure, with the server's field errors shown at their fields.
 */
export function useFormSubmit(
  form: FormDef,
  start: { values?: Record<string, string>; errors?: Record<string, string> } = {},
) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(start.errors ?? {});
  // Each success remounts the fields (`version` is their key), empty: the start values only fill the first.
  const [version, setVersion] = useState(0);
  const values = version === 0 && start.values ? start.values : initialValues(form);

  // The message in its own language (the spec's Dutch toasts on an English page).
  const say = (text: string) => createElement("span", { lang: form.messages.lang }, text);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const data: Record<string, string> = {};
    new FormData(element).forEach((value, key) => {
      if (typeof value === "string") data[key] = value;
    });
    setSending(true);
    try {
      const response = await fetch(`/api/forms/${form.id}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(data),
      });
      if (response.ok) {
        toast.success(say(form.messages.success));
        setErrors({});
        setVersion((current) => current + 1);
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      const fieldErrors = (body as { errors?: Record<string, string> } | null)?.errors;
      if (response.status === 422 && fieldErrors) {
        setErrors(fieldErrors);
        const first = form.fields.find((field) => fieldErrors[field.name]);
        if (first) element.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      }
      console.error(`The ${form.id} form was not sent: HTTP ${response.status}`, body);
      toast.error(say(form.messages.failure));
    } catch (error) {
      console.error(`The ${form.id} form was not sent:`, error);
      toast.error(say(form.messages.failure));
    } finally {
      setSending(false);
    }
  }

  /** A field the visitor changes loses its error. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[name]) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)));
    }
  }

  return { sending, errors, values, version, onSubmit, onInput };
}
