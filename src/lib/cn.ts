/**
 * Joins class names (clsx). Nothing is merged: a component's `className` adds to its own classes and never
 * overrides them, so a component that lets its caller change something it sets (a height, a shadow) takes a
 * prop for it instead. That keeps tailwind-merge's class tables (9 KB gzip) out of the browser's JavaScript.
 */
export { clsx as cn } from "clsx";
