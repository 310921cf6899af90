"use client";

import type { FieldControlProps } from "@/components/ui/field";
import { controlClass } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { FieldDef } from "@/lib/forms";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * A dropdown field. The server HTML has a native <select>, which works without JavaScript; once React runs it
 * becomes a Radix Select (the spec's dropdown: 10 px from the viewport edge, 1 s type-ahead, 50 ms scroll
 * repeat), which also sends its value with the form.
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
  const options = field.options ?? [];
  // HTML allows `required` on a dropdown only when its first option is an empty placeholder. One without a
  // placeholder always sends a value (its default), so it is marked required for assistive technology only.
  const { required, ...wiring } = control;
  const nativeRequired = field.placeholder ? required : undefined;
  if (!hydrated) {
    return (
      <select
        {...wiring}
        required={nativeRequired}
        aria-required={required && !nativeRequired ? true : undefined}
        name={field.name}
        defaultValue={defaultValue}
        className={cn(controlClass, "h-12 appearance-auto pr-3")}
      >
        {field.placeholder ? <option value="">{field.placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <Select name={field.name} defaultValue={defaultValue || undefined} required={nativeRequired}>
      <SelectTrigger
        id={control.id}
        aria-required={required || undefined}
        aria-invalid={control["aria-invalid"]}
        aria-describedby={control["aria-describedby"]}
      >
        <SelectValue placeholder={field.placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
