"use client";

import type { FieldControlProps } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { FieldDef } from "@/lib/forms/fields";

/** A dropdown field as a Radix Select (see ./choice-field.tsx, which loads it). */
export default function ChoiceMenu({
  field,
  defaultValue,
  control,
  nativeRequired,
}: {
  field: FieldDef;
  defaultValue: string;
  control: FieldControlProps;
  nativeRequired: boolean | undefined;
}) {
  return (
    <Select name={field.name} defaultValue={defaultValue || undefined} required={nativeRequired}>
      <SelectTrigger
        id={control.id}
        aria-required={control.required || undefined}
        aria-invalid={control["aria-invalid"]}
        aria-describedby={control["aria-describedby"]}
      >
        <SelectValue placeholder={field.placeholder} />
      </SelectTrigger>
      <SelectContent>
        {(field.options ?? []).map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
