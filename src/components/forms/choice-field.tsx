"use client";

import { useEffect, useRef, useState } from "react";
import type { FieldControlProps } from "@/components/ui/field";
import { controlClass } from "@/components/ui/input";
import type { FieldDef } from "@/lib/forms/fields";
import { cn } from "@/lib/cn";
import { useChoiceMenu } from "./choice-menu-loader";

/**
 * A dropdown field. The server HTML has a native <select>, which works without JavaScript. Once Radix Select has
 * loaded it takes the native one's place (the spec's dropdown: 10 px from the viewport edge, 1 s type-ahead,
 * 50 ms scroll repeat), with the value the native one holds; it also sends its value with the form. A native
 * dropdown in use (focused, perhaps open) is replaced only once it loses focus.
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
  const menu = useChoiceMenu();
  const nativeRef = useRef<HTMLSelectElement>(null);
  /** The value Radix Select starts with; null while the native dropdown is shown. A field mounted once Radix
   * Select is there (the fields after a sent form) starts with it. */
  const [menuValue, setMenuValue] = useState<string | null>(menu ? defaultValue : null);
  useEffect(() => {
    const select = nativeRef.current;
    if (!menu || !select) return;
    const swap = () => setMenuValue(select.value);
    if (document.activeElement !== select) {
      swap();
      return;
    }
    select.addEventListener("blur", swap, { once: true });
    return () => select.removeEventListener("blur", swap);
  }, [menu]);
  // HTML allows `required` on a dropdown only when its first option is an empty placeholder. One without a
  // placeholder always sends a value (its default), so it is marked required for assistive technology only.
  const { required, ...wiring } = control;
  const nativeRequired = field.placeholder ? required : undefined;
  const native = (
    <select
      ref={nativeRef}
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
  if (!menu || menuValue === null) return native;
  return (
    <menu.default field={field} defaultValue={menuValue} control={control} nativeRequired={nativeRequired} />
  );
}
