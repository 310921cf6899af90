import { Fragment, isValidElement, type ReactNode } from "react";

/** SVG attributes whose names keep their capitals; every other camelCase prop is written kebab-case. */
const camelAttributes = new Set(["viewBox", "preserveAspectRatio", "gradientUnits", "gradientTransform"]);

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const attributeName = (prop: string) =>
  prop === "className"
    ? "class"
    : camelAttributes.has(prop)
      ? prop
      : prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A tree of SVG elements as markup, for a drawing served as a file (an insight's cover). Host elements and
 * fragments only, as the art's shape functions build them; React's string renderer may not be imported by a
 * route of the app, and a drawing needs none of what it does beyond this.
 */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escape(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join("");
  if (!isValidElement<{ children?: ReactNode } & Record<string, unknown>>(node))
    throw new Error("svgMarkup draws elements, text and lists only");
  const { children, ...props } = node.props;
  if (node.type === Fragment) return svgMarkup(children);
  if (typeof node.type !== "string") throw new Error("svgMarkup draws SVG elements, not components");
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([prop, value]) => ` ${attributeName(prop)}="${escape(String(value))}"`)
    .join("");
  return `<${node.type}${attributes}>${svgMarkup(children)}</${node.type}>`;
}
