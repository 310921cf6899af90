"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { FieldControlProps } from "@/components/ui/field";
import { controlClass } from "@/components/ui/input";
import type { FieldDef } from "@/lib/forms/fields";
import { cn } from "@/lib/cn";

/**
 * Radix Select comes in its own script, fetched when a visitor first heads for a form with a dropdown (the
 * pointer over it, or focus in it), so a visitor who only reads the page never downloads it.
 */
let menuScript: Promise<typeof import("./choice-menu")> | null = null;
let menuLoaded = false;
function loadMenu() {
  menuScript ??= import("./choice-menu").then(
    (module) => {
      menuLoaded = true;
      return module;
    },
    (error: unknown) => {
      menuScript = null; // offline, say: the next visit to the form tries again
      throw error;
    },
  );
  return menuScript;
}
const ChoiceMenu = lazy(loadMenu);

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
  const nativeRef = useRef<HTMLSelectElement>(null);
  /** The value Radix Select starts with; null while the native dropdown is shown. */
  const [menuValue, setMenuValue] = useState<string | null>(null);
  useEffect(() => {
    const select = nativeRef.current;
    const form = select?.form;
    if (!select || !form) return;
    let done = false;
    const swap = () => {
      if (!done) setMenuValue(select.value);
    };
    const whenFree = () => {
      if (done) return;
      if (document.activeElement === select) select.addEventListener("blur", swap, { once: true });
      else swap();
    };
    const engage = () => {
      form.removeEventListener("focusin", engage);
      form.removeEventListener("pointerover", engage);
      loadMenu().then(whenFree, () => {}); // without its script the native dropdown stays
    };
    if (menuLoaded) whenFree();
    else {
      form.addEventListener("focusin", engage);
      form.addEventListener("pointerover", engage);
    }
    return () => {
      done = true;
      form.removeEventListener("focusin", engage);
      form.removeEventListener("pointerover", engage);
      select.removeEventListener("blur", swap);
    };
  }, []);
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
  if (menuValue === null) return native;
  return (
    <Suspense fallback={native}>
      <ChoiceMenu field={field} defaultValue={menuValue} control={control} nativeRequired={nativeRequired} />
    </Suspense>
  );
}
