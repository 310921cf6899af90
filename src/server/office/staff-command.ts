import "server-only";
import type { Db } from "../db/client";
import { commandLine } from "./audit";
import type { StaffRole } from "../db/schema";
import { addStaff, changeRole, listStaff, removeStaff, staffByEmail, staffEmail, staffRole } from "./staff";

/** What a command printed, and the exit code it asks for. */
export interface CommandResult {
  code: number;
  output: string;
}

export const STAFF_USAGE = `Usage:
  npm run staff -- add <email> [--role owner|staff]   add a person (role staff unless given)
  npm run staff -- role <email> --role owner|staff    change a person's role
  npm run staff -- remove <email>                     remove a person and end their sessions
  npm run staff -- list                               list the staff`;

const fail = (output: string): CommandResult => ({ code: 1, output });

/** A command as the script was given it, checked: what to do, to whom, with which role. */
export type StaffCommand =
  | { command: "list" }
  | { command: "add" | "role"; email: string; role: StaffRole }
  | { command: "remove"; email: string };

/** Reads the script's arguments; bad input is answered here, before any database is opened. */
export function parseStaffCommand(
  args: readonly string[],
): { ok: true; command: StaffCommand } | CommandResult {
  const [command, address, ...rest] = args;
  if (command === "list") return { ok: true, command: { command } };
  if (command !== "add" && command !== "role" && command !== "remove") return fail(STAFF_USAGE);
  const email = staffEmail.safeParse(address);
  if (!email.success) return fail(`${email.error.issues[0]!.message}\n\n${STAFF_USAGE}`);
  if (command === "remove") return { ok: true, command: { command, email: email.data } };
  const roleAt = rest.indexOf("--role");
  const role = staffRole.safeParse(
    roleAt === -1 ? (command === "add" ? "staff" : undefined) : rest[roleAt + 1],
  );
  if (!role.success) return fail(`The role is owner or staff.\n\n${STAFF_USAGE}`);
  return { ok: true, command: { command, email: email.data, role: role.data } };
}

/**
 * `npm run staff`: the same command whether the script runs it on the database itself or, while a server holds
 * the embedded database, the server runs it for the script (server/office/control.ts). Recorded in the audit log
 * as done from the command line.
 */
export async function runStaffCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const parsed = parseStaffCommand(args);
  if (!("ok" in parsed)) return parsed;
  const order = parsed.command;
  if (order.command === "list") {
    const people = await listStaff(db);
    if (people.length === 0) return { code: 0, output: "Nobody is on the staff yet." };
    return { code: 0, output: people.map((person) => `${person.role.padEnd(6)} ${person.email}`).join("\n") };
  }
  if (order.command === "add") {
    const result = await addStaff(db, commandLine, order.email, order.role);
    return result.ok
      ? { code: 0, output: `Added ${order.email} as ${order.role}. They can sign in at /office/sign-in.` }
      : fail(result.message);
  }
  const person = await staffByEmail(db, order.email);
  if (!person) return fail(`${order.email} is not on the staff.`);
  const result =
    order.command === "role"
      ? await changeRole(db, commandLine, person.id, order.role)
      : await removeStaff(db, commandLine, person.id);
  if (!result.ok) return fail(result.message);
  return {
    code: 0,
    output:
      order.command === "role"
        ? `${order.email} is now ${order.role}.`
        : `Removed ${order.email}; their sessions have ended.`,
  };
}
