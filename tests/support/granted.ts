import type { Member, Owner } from "@/server/office/guard";
import type { SignedIn } from "@/server/office/sessions";

/**
 * A signed-in person as the office's guard grants them (server/office/guard.ts): the tests call the office's
 * domain functions without a request, so they stand in for the guard, and check the role as it does.
 */
export const asMember = (person: SignedIn): Member => person as Member;

export function asOwner(person: SignedIn): Owner {
  if (person.role !== "owner") throw new Error(`${person.email} is not an owner`);
  return person as Owner;
}
