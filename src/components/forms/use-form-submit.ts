"use client";

import { createElement, useState, type FormEvent } from "react";
import { prepareToasts, showToast } from "@/components/layout/toaster";
import { loadChoiceMenu } from "./choice-menu-loader";
// The form modules themselves, not @/lib/forms: the footer's newsletter form, on every page, ships no other form.
import { initialValues, type FormDef } from "@/lib/forms/fields";

/**
 * Sends a form with fetch, as JSON, and tells the visitor how it went: "Sending..." on the button while the
 * request runs, a toast afterwards, every field emptied after a success (selects back to their default), and
 * every value kept after a failure, with the server's field errors shown at their fields. The toasts' code loads
 * when the visitor first heads for the form; should it fail to load, the form's own outcome panel (the one a post
 * without JavaScript shows) is shown instead.
 */
export function useFormSubmit(
  form: FormDef,
  start: {
    /** The id of the form's block: its outcome panels are #{anchor}-sent and #{anchor}-error. */
    anchor: string;
    values?: Record<string, string>;
    errors?: Record<string, string>;
  },
) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(start.errors ?? {});
  // Each success remounts the fields (`version` is their key), empty: the start values only fill the first.
  const [version, setVersion] = useState(0);
  const values = version === 0 && start.values ? start.values : initialValues(form);

  /** Tells the visitor the outcome: a toast with the message in its own language (the spec's Dutch toasts). */
  async function tell(outcome: "sent" | "error") {
    const text = outcome === "sent" ? form.messages.success : form.messages.failure;
    try {
      const gloss = form.messages.meaning?.[outcome === "sent" ? "success" : "failure"];
      await showToast(
        outcome === "sent" ? "success" : "error",
        createElement(
          "span",
          null,
          createElement("span", { lang: form.messages.lang }, text),
          gloss ? createElement("span", { className: "mt-0.5 block text-sm opacity-80" }, gloss) : null,
        ),
      );
    } catch (error) {
      console.error("Toasts could not be loaded:", error);
      window.location.hash = `${start.anchor}-${form.words.outcomes[outcome]}`; // CSS :target shows the panel
    }
  }

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
        void tell("sent");
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
      void tell("error");
    } catch (error) {
      console.error(`The ${form.id} form was not sent:`, error);
      void tell("error");
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

  /**
   * A visitor heading for the form (the pointer over it, or focus in it) loads the toasts, so their live region
   * is on the page before the first toast, and Radix Select when the form has a dropdown.
   */
  function onApproach() {
    prepareToasts().catch(() => {}); // tried again when a toast is due
    if (form.fields.some((field) => field.kind === "select")) loadChoiceMenu();
  }

  return { sending, errors, values, version, onSubmit, onInput, onApproach };
}
