import "server-only";
import { sql } from "drizzle-orm";
import { isFormId, type FormDef, type FormId } from "@/lib/forms";
import { rows, type Database } from "../db/client";
import { formDrafts } from "../db/schema";

/** How long a form that failed validation without JavaScript is kept for its review page. */
export const DRAFT_HOURS = 1;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Draft {
  form: FormId;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** Keeps what the visitor typed into each field of `form` (a blank select as its default), with the errors. */
export async function saveDraft(
  database: Database,
  form: FormDef,
  input: Record<string, unknown>,
  errors: Record<string, string>,
): Promise<string> {
  const values = Object.fromEntries(
    form.fields.map((field) => {
      const value = input[field.name];
      return [field.name, typeof value === "string" && value !== "" ? value : (field.defaultValue ?? "")];
    }),
  );
  const [draft] = await database.db
    .insert(formDrafts)
    .values({ form: form.id, values, errors })
    .returning({ id: formDrafts.id });
  return draft!.id;
}

/** A draft for its review page; null when unknown or expired. */
export async function loadDraft(database: Database, id: string): Promise<Draft | null> {
  if (!UUID.test(id)) return null;
  const [draft] = await rows<Draft>(
    database.db,
    sql`SELECT form, values, errors FROM form_drafts
        WHERE id = ${id} AND created_at > now() - make_interval(hours => ${DRAFT_HOURS})`,
  );
  return draft && isFormId(draft.form) ? draft : null;
}

export async function deleteExpiredDrafts(database: Database): Promise<void> {
  await database.db.execute(
    sql`DELETE FROM form_drafts WHERE created_at < now() - make_interval(hours => ${DRAFT_HOURS})`,
  );
}
