import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { mailOutbox, STAFF_ROLES, staff, type StaffRole } from "../db/schema";
import { staffInvitationMail } from "../mail/templates/staff-invitation";
import { audit, type Actor, type CommandLine } from "./audit";
import type { Owner } from "./guard";
import { actorOf } from "./sessions";
import { addressCopy } from "@/content/office";
import { officePolicy } from "@/content/policy";
import type { Member } from "./guard";

/**
 * Who may change the staff: an owner as the office's guard found them (guard.ts), or the command line on the
 * server (`npm run staff`), whose user holds the data folder anyway.
 */
export type StaffAuthority = Owner | CommandLine;

const actorFor = (by: StaffAuthority): Actor => ("staffId" in by ? actorOf(by) : by);

export interface StaffMember {
  id: string;
  email: string;
  /** The name the office shows; null until the person (or an owner) sets one. */
  name: string | null;
  role: StaffRole;
  createdAt: Date;
  lastSignInAt: Date | null;
}

/** One email address, in lower case; the message for a bad one shows `example`. */
export const emailAddress = (example: string) =>
  z
    .string(addressCopy.missing)
    .trim()
    .toLowerCase()
    .pipe(z.email(addressCopy.invalid(example)).max(254, addressCopy.tooLong));

/** A staff address: one address, stored in lower case. */
export const staffEmail = emailAddress("name@firm.example");

export const staffRole = z.enum(STAFF_ROLES, "The role is owner or staff.");

export type StaffChange =
  | { ok: true; member: StaffMember }
  | { ok: false; reason: "exists" | "unknown" | "last-owner"; message: string };

const columns = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  createdAt: staff.createdAt,
  lastSignInAt: staff.lastSignInAt,
};

/** How the office names a member of staff: their name, or their address where they have none. */
export const shownName = (member: { name?: string | null; email: string }) => member.name || member.email;

export function listStaff(db: Db): Promise<StaffMember[]> {
  return db.select(columns).from(staff).orderBy(asc(staff.email));
}

export async function staffById(db: Db, id: string): Promise<StaffMember | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [member] = await db.select(columns).from(staff).where(eq(staff.id, id));
  return member;
}

export async function staffByEmail(db: Db, email: string): Promise<StaffMember | undefined> {
  const [member] = await db.select(columns).from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return member;
}

/** Every change to the staff list takes this lock first, so two owners cannot both remove the last other owner. */
const lockStaff = (db: Db) => db.execute(sql`SELECT pg_advisory_xact_lock(720145002)`);

/**
 * Adds a person with a role; an address that is already staff is refused (change its role instead). Added in the
 * office (`invite`), the person is mailed where to sign in, through the outbox, in the same transaction.
 */
export function addStaff(
  db: Db,
  by: StaffAuthority,
  email: string,
  role: StaffRole,
  invite?: { siteUrl: string },
): Promise<StaffChange> {
  const actor = actorFor(by);
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const [member] = await tx
      .insert(staff)
      .values({ email, role })
      .onConflictDoNothing({ target: staff.email })
      .returning(columns);
    if (!member) return { ok: false, reason: "exists", message: `${email} is already on the staff.` };
    await audit(tx, actor, "staff.add", email, { role });
    if (invite) {
      const mail = staffInvitationMail({
        signInUrl: new URL("/office/sign-in", invite.siteUrl).toString(),
        invitedBy: actor.email,
        role,
      });
      await tx.insert(mailOutbox).values({
        kind: "staff-invitation",
        recipient: email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
    }
    return { ok: true, member };
  });
}

const owners = async (db: Db) =>
  (await db.select({ id: staff.id }).from(staff).where(eq(staff.role, "owner"))).length;

/** Changes a person's role; the last owner stays an owner, so someone can always manage the staff. */
export function changeRole(db: Db, by: StaffAuthority, id: string, role: StaffRole): Promise<StaffChange> {
  const actor = actorFor(by);
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const member = await staffById(tx, id);
    if (!member) return { ok: false, reason: "unknown", message: "This person is no longer on the staff." };
    if (member.role === "owner" && role !== "owner" && (await owners(tx)) === 1)
      return { ok: false, reason: "last-owner", message: "The office needs at least one owner." };
    const [changed] = await tx.update(staff).set({ role }).where(eq(staff.id, id)).returning(columns);
    await audit(tx, actor, "staff.role", member.email, { from: member.role, to: role });
    return { ok: true, member: changed! };
  });
}

/**
 * Removes a person: their sessions, passkeys and unused links go with the row, so they are signed out at once.
 * Their notes and audit lines keep the address they were written under. The last owner cannot be removed.
 */
export function removeStaff(db: Db, by: StaffAuthority, id: string): Promise<StaffChange> {
  const actor = actorFor(by);
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const member = await staffById(tx, id);
    if (!member) return { ok: false, reason: "unknown", message: "This person is no longer on the staff." };
    if (member.role === "owner" && (await owners(tx)) === 1)
      return { ok: false, reason: "last-owner", message: "The office needs at least one owner." };
    await tx.delete(staff).where(eq(staff.id, id));
    await audit(tx, actor, "staff.remove", member.email, { role: member.role });
    return { ok: true, member };
  });
}

/** What a person may set for themselves: a name (none when empty), and whether they want the morning digest. */
export const personalSettings = z.object({
  name: z
    .string()
    .trim()
    .max(officePolicy.nameMaxLength)
    .regex(/^\P{Cc}*$/u)
    .transform((name) => name || null),
  digest: z.literal("yes").optional(),
});

/** Saves a person's own settings, with an audit line. */
export async function savePersonalSettings(
  db: Db,
  person: Member,
  settings: z.infer<typeof personalSettings>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ name: settings.name, digest: settings.digest === "yes" })
      .where(eq(staff.id, person.staffId));
    await audit(tx, actorOf(person), "staff.settings", person.staffId, {
      named: settings.name !== null,
      digest: settings.digest === "yes",
    });
  });
}

/** A person's own settings as stored. */
export async function settingsOf(db: Db, staffId: string) {
  const [row] = await db
    .select({ name: staff.name, digest: staff.digest })
    .from(staff)
    .where(eq(staff.id, staffId));
  return row ?? { name: null, digest: false };
}
