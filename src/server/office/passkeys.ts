import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { config } from "../config";
import type { Db } from "../db/client";
import { passkeyChallenges, staff, staffPasskeys } from "../db/schema";
import { describeError, log } from "../log";
import { audit } from "./audit";
import type { Member } from "./guard";
import { actorOf, startSession } from "./sessions";
import { passkeyCopy } from "@/content/office";

/**
 * Passkeys (WebAuthn) through SimpleWebAuthn (decision record 039): it makes the options and verifies what the
 * authenticator signed; we keep each challenge for one use and five minutes, and each credential's public key.
 * The relying party is the site itself: SITE_URL's host name and origin.
 */
const relyingParty = () => {
  const origin = new URL(config().siteUrl);
  return { id: origin.hostname, origin: origin.origin, name: passkeyCopy.relyingParty };
};

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

async function keepChallenge(db: Db, challenge: string, staffId: string | null): Promise<string> {
  const [row] = await db
    .insert(passkeyChallenges)
    .values({ challenge, staffId, expiresAt: sql`now() + interval '5 minutes'` })
    .returning({ id: passkeyChallenges.id });
  return row!.id;
}

/** Takes a challenge out (it works once): the challenge, or undefined when it is unknown, used or too old. */
async function takeChallenge(db: Db, id: unknown, staffId: string | null) {
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [row] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.id, id), gt(passkeyChallenges.expiresAt, sql`now()`)))
    .returning({ challenge: passkeyChallenges.challenge, staffId: passkeyChallenges.staffId });
  return row && row.staffId === staffId ? row.challenge : undefined;
}

export interface PasskeyListing {
  id: string;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export function listPasskeys(db: Db, staffId: string): Promise<PasskeyListing[]> {
  return db
    .select({
      id: staffPasskeys.id,
      label: staffPasskeys.label,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt));
}

/** The options for registering a new passkey, for the signed-in person, and the id of their challenge. */
export async function registrationOptions(db: Db, person: Member) {
  const party = relyingParty();
  const existing = await db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, person.staffId));
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: person.email,
    userID: Buffer.from(person.staffId),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.id,
      transports: key.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  return { options, challengeId: await keepChallenge(db, options.challenge, person.staffId) };
}

export type PasskeyOutcome = { ok: true } | { ok: false; message: string };

/** Verifies a new passkey's registration and keeps it under `label`. */
export async function registerPasskey(
  db: Db,
  person: Member,
  { challengeId, response, label }: { challengeId: unknown; response: unknown; label: string },
): Promise<PasskeyOutcome> {
  const challenge = await takeChallenge(db, challengeId, person.staffId);
  if (!challenge) return { ok: false, message: passkeyCopy.late };
  const party = relyingParty();
  try {
    const verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
    });
    if (!verification.verified || !verification.registrationInfo)
      return { ok: false, message: passkeyCopy.unverified };
    const { credential } = verification.registrationInfo;
    await db.transaction(async (tx) => {
      await tx.insert(staffPasskeys).values({
        id: credential.id,
        staffId: person.staffId,
        publicKey: base64url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        label: label.trim().slice(0, 80) || passkeyCopy.unnamed,
      });
      await audit(tx, actorOf(person), "passkey.add", null, {
        label: label.trim().slice(0, 80) || passkeyCopy.unnamed,
      });
    });
    return { ok: true };
  } catch (error) {
    log.warn({ reason: describeError(error) }, "passkey registration refused");
    return { ok: false, message: passkeyCopy.unverified };
  }
}

/** The options for signing in with a passkey: any passkey of this site (the browser offers the person's own). */
export async function authenticationOptions(db: Db) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: "preferred",
  });
  return { options, challengeId: await keepChallenge(db, options.challenge, null) };
}

/**
 * Verifies a passkey's signature over a sign-in challenge and starts a session for its owner: returns the
 * cookie's token, or null when the challenge, the passkey or the signature is not good.
 */
export async function signInWithPasskey(
  db: Db,
  { challengeId, response, userAgent }: { challengeId: unknown; response: unknown; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date } | null> {
  const challenge = await takeChallenge(db, challengeId, null);
  const id = (response as { id?: unknown } | null)?.id;
  if (!challenge || typeof id !== "string") return null;
  const [key] = await db
    .select({
      id: staffPasskeys.id,
      publicKey: staffPasskeys.publicKey,
      counter: staffPasskeys.counter,
      transports: staffPasskeys.transports,
      staffId: staff.id,
      email: staff.email,
    })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.id, id));
  if (!key) return null;
  const party = relyingParty();
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
        counter: key.counter,
        transports: key.transports as AuthenticatorTransport[],
      },
    });
    if (!verification.verified) return null;
    return await db.transaction(async (tx) => {
      await tx
        .update(staffPasskeys)
        .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
        .where(eq(staffPasskeys.id, key.id));
      return startSession(tx, { id: key.staffId, email: key.email }, "passkey", userAgent);
    });
  } catch (error) {
    log.warn({ reason: describeError(error) }, "passkey sign-in refused");
    return null;
  }
}

/** Removes one of the signed-in person's passkeys. */
export async function removePasskey(db: Db, person: Member, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, person.staffId)))
      .returning({ label: staffPasskeys.label });
    if (removed.length > 0)
      await audit(tx, actorOf(person), "passkey.remove", null, { label: removed[0]!.label });
    return removed.length > 0;
  });
}
