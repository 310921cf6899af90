import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The layers the linter keeps (eslint.config.mjs): an import that runs the wrong way is an error. */
const eslint = new ESLint();

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("the layers", () => {
  it.each([
    ["src/types/example.ts", 'import type { X } from "@/components/ui/icon";', /types import nothing/],
    ["src/types/example.ts", 'import type { X } from "../lib/cn";', /types import nothing/],
    ["src/lib/example.ts", 'import { Icon } from "@/components/ui/icon";', /lib never imports components/],
    ["src/server/example.ts", 'import { Hero } from "../components/sections/hero";', /server never imports/],
    [
      "src/components/layout/example.tsx",
      'import { database } from "@/server/db/client";',
      /never import the server/,
    ],
    ["src/components/sections/example.tsx", 'import { brand } from "@/content/site";', /fed by props/],
    ["src/components/ui/example.tsx", 'import { brand } from "../../content/site";', /fed by props/],
    ["src/content/example.ts", 'import NextLink from "next/link";', /Use Link from/],
    ["src/content/example.ts", 'import { cn } from "@/lib/cn";', /content imports types/],
    [
      "src/content/insights/example.ts",
      'import { siteUrl } from "../../lib/site-url";',
      /content imports types/,
    ],
    ["src/content/example.ts", 'import { Hero } from "@/components/sections/hero";', /content imports types/],
    ["src/content/example.ts", 'import { forms } from "@/lib/forms";', /content imports types/],
    ["src/content/legal/privacy.ts", 'import { forms } from "@/lib/forms";', /content imports types/],
    ["src/components/sections/hero.tsx", 'import { motifFor } from "@/content/areas";', /fed by props/],
  ])("refuses in %s: %s", async (file, code, reason) => {
    expect(await restricted(file, code)).toEqual([expect.stringMatching(reason)]);
  });

  it.each([
    ["src/components/sections/example.tsx", 'import type { Action } from "@/types/sections";'],
    ["src/lib/example.ts", 'import { brand } from "@/content/site";'],
    ["src/app/example/page.tsx", 'import { Hero } from "@/components/sections/hero";'],
    ["src/content/example.ts", 'import { formatDuration } from "@/content/format";'],
    ["src/content/example.ts", 'import type { Money } from "@/types/facts";'],
  ])("allows in %s: %s", async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});
