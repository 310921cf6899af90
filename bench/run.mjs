#!/usr/bin/env node
// `npm run bench`: figures, not assertions. Builds once into .next-bench, then measures pages and forms.
// `npm run bench -- pages` or `-- forms` runs one of them.
import { ensureBuild } from "./lib.mjs";
import { benchForms } from "./forms.mjs";
import { benchPages } from "./pages.mjs";

const only = process.argv[2];
ensureBuild();
if (!only || only === "pages") await benchPages();
if (!only || only === "forms") await benchForms();
process.exit(0);
