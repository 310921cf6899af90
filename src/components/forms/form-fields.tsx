"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { FieldDef } from "@/lib/forms";
import { cn } from "@/lib/cn";
import { ChoiceField } from "./choice-field";

/** The inputs of a form, laid out two to a row on wide screens where a field is `half`. */
export function FormFields({
  fields,
  idPrefix,
  values,
  errors,
}: {
  fields: readonly FieldDef[];
  idPrefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.name} className={cn(!field.half && "sm:col-span-2")}>
          <Field
            id={`${idPrefix}-${field.name}`}
            label={field.label}
            hint={field.hint}
            error={errors[field.name]}
            required={field.required}
          >
            {(control) => {
              const common = {
                ...control,
                name: field.name,
                defaultValue: values[field.name] ?? "",
                maxLength: field.maxLength,
                placeholder: field.placeholder,
                autoComplete: field.autoComplete,
              };
              switch (field.kind) {
                case "textarea":
                  return <Textarea {...common} rows={field.rows} />;
                case "select":
                  return (
                    <ChoiceField field={field} defaultValue={values[field.name] ?? ""} control={control} />
                  );
                default:
                  return <Input {...common} type={field.kind} />;
              }
            }}
          </Field>
        </div>
      ))}
    </div>
  );
}
