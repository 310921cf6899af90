import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration after a change to the schema; commit it.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./db/migrations",
});
