import "server-only";
import { sql } from "drizzle-orm";
import { isFormId, type FormId } from "@/lib/forms/definitions";
import { rows, type Database } from "../db/client";
import { DRAFT_HOURS } from "../runtime";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Draft {
  form: FormId;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A form that failed validation without JavaScript, for its review page; null when unknown or expired. */
export async function loadDraft(database: Database, id: string): Promise<Draft | null> {
  if (!UUID.test(id)) return null;
  const [draft] = await rows<Draft>(
    database.db,
    sql`SELECT form, values, errors FROM form_drafts
        WHERE id = ${id} AND created_at > now() - make_interval(hours => ${DRAFT_HOURS})`,
  );
  return draft && isFormId(draft.form) ? draft : null;
}
