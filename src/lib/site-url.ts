import { z } from "zod";

const siteUrlSchema = z
  .url({ protocol: /^https?$/, message: "SITE_URL must be an http(s) URL such as https://www.example.com" })
  .transform((value) => new URL(value));

/** The public origin, for canonical URLs and the sitemap. Read from SITE_URL; pages bake it in at build time. */
export function siteUrl(env: Record<string, string | undefined> = process.env): URL {
  const result = siteUrlSchema.safeParse(env.SITE_URL ?? "http://localhost:3000");
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? "SITE_URL is not a valid URL");
  return result.data;
}
