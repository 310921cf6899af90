import "server-only";
import type { Db } from "../db/client";
import { commandLine } from "./audit";
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

/**
 * `npm run staff`: the same command whether the script runs it on the database itself or, while a server holds
 * the embedded database, the server runs it for the script (server/office/control.ts). Recorded in the audit log
 * as done from the command line.
 */
export async function runStaffCommand(db: Db, args: readonly string[]): Promise<CommandResult> {
  const [command, address, ...rest] = args;
  const roleAt = rest.indexOf("--role");
  const roleText = roleAt === -1 ? undefined : rest[roleAt + 1];
  if (command === "list") {
    const people = await listStaff(db);
    if (people.length === 0) return { code: 0, output: "Nobody is on the staff yet." };
    return { code: 0, output: people.map((person) => `${person.role.padEnd(6)} ${person.email}`).join("\n") };
  }
  if (command !== "add" && command !== "role" && command !== "remove") return fail(STAFF_USAGE);
  const email = staffEmail.safeParse(address);
  if (!email.success) return fail(`${email.error.issues[0]!.message}\n\n${STAFF_USAGE}`);
  const role = staffRole.safeParse(roleText ?? (command === "add" ? "staff" : undefined));
  if (command !== "remove" && !role.success) return fail(`The role is owner or staff.\n\n${STAFF_USAGE}`);
  if (command === "add") {
    const result = await addStaff(db, commandLine, email.data, role.data!);
    return result.ok
      ? { code: 0, output: `Added ${email.data} as ${role.data}. They can sign in at /office/sign-in.` }
      : fail(result.message);
  }
  const person = await staffByEmail(db, email.data);
  if (!person) return fail(`${email.data} is not on the staff.`);
  const result =
    command === "role"
      ? await changeRole(db, commandLine, person.id, role.data!)
      : await removeStaff(db, commandLine, person.id);
  if (!result.ok) return fail(result.message);
  return {
    code: 0,
    output:
      command === "role"
        ? `${email.data} is now ${role.data}.`
        : `Removed ${email.data}; their sessions have ended.`,
  };
}
