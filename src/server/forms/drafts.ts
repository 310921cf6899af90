import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { isFormId, type FormDef, type FormId } from "@/lib/forms";
import { storableText } from "@/lib/forms/validate";
import type { Database, Db } from "../db/client";
import { formDrafts } from "../db/schema";
import { formPolicy } from "@/content/policy";
import type { Locale } from "@/types/facts";

/** How long a form that failed validation without JavaScript is kept for its review page. */
export const DRAFT_HOURS = formPolicy.draftHours;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Draft {
  form: FormId;
  /** The language of the page it was sent from. */
  locale: Locale;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** What the visitor typed into each field of `form`, as text the database can hold (a blank select as its default). */
export function typedValues(form: FormDef, input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    form.fields.map((field) => {
      const value = input[field.name];
      const typed = typeof value === "string" ? storableText(value) : "";
      return [field.name, typed !== "" ? typed : (field.defaultValue ?? "")];
    }),
  );
}

/** Keeps what the visitor typed into each field of `form` (a blank select as its default), with the errors. */
export async function saveDraft(
  database: Database,
  form: FormDef,
  input: Record<string, unknown>,
  errors: Record<string, string>,
): Promise<string> {
  const values = typedValues(form, input);
  const [draft] = await database.db
    .insert(formDrafts)
    .values({ form: form.id, locale: form.locale, values, errors })
    .returning({ id: formDrafts.id });
  if (!draft) throw new Error("The draft was not stored.");
  return draft.id;
}

/** The time before which a draft has expired. */
const expiry = () => sql`now() - make_interval(hours => ${DRAFT_HOURS})`;

/** A draft for its review page; null when unknown or expired. */
export async function loadDraft(database: Database, id: string): Promise<Draft | null> {
  if (!UUID.test(id)) return null;
  const [draft] = await database.db
    .select({
      form: formDrafts.form,
      locale: formDrafts.locale,
      values: formDrafts.values,
      errors: formDrafts.errors,
    })
    .from(formDrafts)
    .where(and(eq(formDrafts.id, id), gt(formDrafts.createdAt, expiry())));
  if (!draft || !isFormId(draft.form)) return null;
  return { ...draft, form: draft.form };
}

/** Deletes the drafts whose hour is over; returns how many went. */
export async function deleteExpiredDrafts(db: Db): Promise<number> {
  const gone = await db
    .delete(formDrafts)
    .where(lt(formDrafts.createdAt, expiry()))
    .returning({ id: formDrafts.id });
  return gone.length;
}
