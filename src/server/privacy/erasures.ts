import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { privacyErasures } from "../db/schema";
import { audit, theSite, type Actor } from "../office/audit";
import { personHash } from "../security/keys";
import { appendToLedger, readLedger, type ErasureRecord } from "./ledger";
import {
  afterErasure,
  eraseRecords,
  findPerson,
  madeBefore,
  personTarget,
  recordCounts,
  type PrivacyFiles,
  type RecordCounts,
} from "./requests";

/**
 * Erasures that outlive a restore (decision record 040, amended 2026-11-28). Each erasure is recorded twice: in
 * the database (privacy_erasures) and in the ledger beside the privacy key (privacy/ledger.ts), which no backup
 * holds. `syncErasures` makes the two agree: what the database knows and the ledger lacks (an erasure answered by
 * another server, or a ledger line that could not be written) is appended to the ledger; what the ledger holds and
 * the database does not (a backup from before the erasure was restored) is erased again.
 */

/** What one sync did: how many recorded erasures it applied again, and what they deleted. */
export interface SyncOutcome {
  erasures: number;
  counts: RecordCounts;
}

const noRecords = (): RecordCounts => ({ messages: 0, notes: 0, newsletter: 0, drafts: 0, mail: 0 });

const keyOf = (record: ErasureRecord) => `${record.person} ${record.at}`;

/**
 * Every address the database holds anywhere an erasure looks (messages, newsletter, drafts, mail), in lower case:
 * a recorded erasure names its person only by the keyed hash, so the addresses are hashed to find them.
 */
async function heldAddresses(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT DISTINCT lower(trim(address)) AS address FROM (
      SELECT fields->>'email' AS address FROM submissions
      UNION ALL SELECT email FROM newsletter_subscribers
      UNION ALL SELECT "values"->>'email' FROM form_drafts
      UNION ALL SELECT recipient FROM mail_outbox
      UNION ALL SELECT reply_to FROM mail_outbox
    ) held
    WHERE address IS NOT NULL AND trim(address) <> ''`)) as unknown as { rows: { address: string }[] };
  return result.rows.map((row) => row.address);
}

/**
 * Erases again, in one transaction per person, the records made before their latest recorded erasure (what they
 * sent after it is theirs anew and stays), records the erasures in the database, and writes an audit line
 * `privacy.reapply` by `actor` under the person's keyed hash. A person another server is doing at the same moment
 * is left to it. Returns how many recorded erasures it applied, and what they deleted.
 */
async function reapply(
  db: Db,
  files: PrivacyFiles,
  missing: ErasureRecord[],
  actor: Actor,
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { erasures: 0, counts: noRecords() };
  const byPerson = new Map<string, ErasureRecord[]>();
  for (const record of missing) byPerson.set(record.person, [...(byPerson.get(record.person) ?? []), record]);
  const addresses = new Map<string, string[]>();
  for (const address of await heldAddresses(db)) {
    const hash = personHash(address);
    if (byPerson.has(hash)) addresses.set(hash, [...(addresses.get(hash) ?? []), address]);
  }
  for (const [person, records] of byPerson) {
    const latest = records
      .map((record) => record.at)
      .sort()
      .at(-1)!;
    const cutoff = new Date(latest);
    const done = await db.transaction(async (tx) => {
      // First, so that of two servers doing the same erasure, the second waits here and then finds it done.
      const recorded = await tx
        .insert(privacyErasures)
        .values(records.map((record) => ({ personHash: person, erasedAt: new Date(record.at) })))
        .onConflictDoNothing()
        .returning({ at: privacyErasures.erasedAt });
      if (recorded.length === 0) return null;
      const found = noRecords();
      const mailIds: string[] = [];
      for (const address of addresses.get(person) ?? []) {
        const older = madeBefore(await findPerson(tx, address), cutoff);
        await eraseRecords(tx, older, cutoff);
        for (const [kind, count] of Object.entries(recordCounts(older)))
          found[kind as keyof RecordCounts] += count;
        mailIds.push(...older.mail.map((mail) => mail.id));
      }
      await audit(tx, actor, "privacy.reapply", personTarget(person), { erasedAt: latest, ...found });
      return { found, mailIds };
    });
    if (!done) continue;
    outcome.erasures += records.length;
    for (const kind of Object.keys(outcome.counts) as (keyof RecordCounts)[])
      outcome.counts[kind] += done.found[kind];
    await afterErasure(files, [], done.mailIds);
  }
  return outcome;
}

/**
 * Makes the database's record of erasures and the ledger in `files.dataDir` agree (see above). Cheap when they
 * do (one small table read and one small file read), so every server runs it every hour (privacy/daily.ts), and
 * `npm run restore` after loading an archive. Returns how many recorded erasures were applied again, and what
 * they deleted.
 */
export async function syncErasures(
  db: Db,
  files: PrivacyFiles,
  actor: Actor = theSite,
): Promise<SyncOutcome> {
  const ledger = readLedger(files.dataDir)?.records ?? [];
  const known = (await db.select().from(privacyErasures)).map((row) => ({
    person: row.personHash,
    at: row.erasedAt.toISOString(),
  }));
  const inLedger = new Set(ledger.map(keyOf));
  const inDatabase = new Set(known.map(keyOf));
  appendToLedger(
    files.dataDir,
    known.filter((record) => !inLedger.has(keyOf(record))),
  );
  const missing = [
    ...new Map(
      ledger.filter((record) => !inDatabase.has(keyOf(record))).map((record) => [keyOf(record), record]),
    ).values(),
  ];
  if (missing.length === 0) return { erasures: 0, counts: noRecords() };
  return reapply(db, files, missing, actor);
}
