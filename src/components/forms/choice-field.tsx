"use client";

import { lazy, Suspense } from "react";
import type { FieldControlProps } from "@/components/ui/field";
import { controlClass } from "@/components/ui/input";
import type { FieldDef } from "@/lib/forms/fields";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";

/** Radix Select comes in its own script, fetched once a page with a dropdown has hydrated. */
const ChoiceMenu = lazy(() => import("./choice-menu"));

/**
 * A dropdown field. The server HTML has a native <select>, which works without JavaScript; once React runs it
 * becomes a Radix Select (the spec's dropdown: 10 px from the viewport edge, 1 s type-ahead, 50 ms scroll
 * repeat), which also sends its value with the form. The native one stays until Radix Select has loaded, so
 * pages without a dropdown (and every page's first load) do without its code.
 */
export function ChoiceField({
  field,
  defaultValue,
  control,
}: {
  field: FieldDef;
  defaultValue: string;
  control: FieldControlProps;
}) {
  const hydrated = useHydrated();
  // HTML allows `required` on a dropdown only when its first option is an empty placeholder. One without a
  // placeholder always sends a value (its default), so it is marked required for assistive technology only.
  const { required, ...wiring } = control;
  const nativeRequired = field.placeholder ? required : undefined;
  const native = (
    <select
      {...wiring}
      required={nativeRequired}
      aria-required={required && !nativeRequired ? true : undefined}
      name={field.name}
      defaultValue={defaultValue}
      className={cn(controlClass, "h-12 appearance-auto pr-3")}
    >
      {field.placeholder ? <option value="">{field.placeholder}</option> : null}
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (!hydrated) return native;
  return (
    <Suspense fallback={native}>
      <ChoiceMenu
        field={field}
        defaultValue={defaultValue}
        control={control}
        nativeRequired={nativeRequired}
      />
    </Suspense>
  );
}
