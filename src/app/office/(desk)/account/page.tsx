import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import {
  accountCopy as words,
  officeNotice,
  type OfficeQuery,
  officeTime,
  passkeyCopy,
} from "@/content/office";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import { listPasskeys } from "@/server/office/passkeys";
import { listSessions } from "@/server/office/sessions";
import { PasskeyRegistration } from "@/components/office/passkey-actions";

export const metadata = { title: words.title };

/** The signed-in person's sessions: where they are signed in, since when, last used; each can be ended. */
export default async function AccountPage({ searchParams }: { searchParams: OfficeQuery }) {
  const person = await officePage();
  const { db } = await database();
  const [sessions, passkeys] = await Promise.all([
    listSessions(db, person.staffId),
    listPasskeys(db, person.staffId),
  ]);
  return (
    <>
      <OfficeHeading
        title={words.title}
        lead={words.lead(person.email, person.role)}
        notice={officeNotice(await searchParams)}
      />
      <h2 className="mb-4 font-display text-xl font-semibold text-ink-950">{words.sessions}</h2>
      <DataTable
        caption={words.sessionsCaption}
        columns={words.sessionsColumns}
        empty={words.sessionsEmpty}
        rows={sessions.map((session) => ({
          key: session.id,
          cells: [
            <span key="browser" className="block max-w-xs break-words">
              {session.userAgent ?? words.unknownBrowser}
              {session.id === person.sessionId ? (
                <strong className="block">{words.thisBrowser}</strong>
              ) : null}
            </span>,
            words.signedIn(officeTime(session.createdAt), session.method),
            officeTime(session.lastUsedAt),
            officeTime(session.expiresAt),
            <form key="end" method="post" action="/office/account/sessions">
              <input type="hidden" name="session" value={session.id} />
              <Button type="submit" variant="secondary" size="sm">
                {session.id === person.sessionId ? words.signOut : words.endSession}
              </Button>
            </form>,
          ],
        }))}
      />
      <form method="post" action="/office/account/sessions" className="mt-6">
        <input type="hidden" name="all" value="1" />
        <Button type="submit" variant="dark">
          {words.everywhere}
        </Button>
      </form>
      <h2 className="mt-12 mb-4 font-display text-xl font-semibold text-ink-950">{passkeyCopy.heading}</h2>
      <p className="mb-4 max-w-2xl text-ink-600">{passkeyCopy.lead}</p>
      <DataTable
        caption={words.passkeysCaption}
        columns={words.passkeysColumns}
        empty={words.passkeysEmpty}
        rows={passkeys.map((passkey) => ({
          key: passkey.id,
          cells: [
            passkey.label,
            officeTime(passkey.createdAt),
            passkey.lastUsedAt ? officeTime(passkey.lastUsedAt) : words.notYet,
            <form key="remove" method="post" action="/office/passkeys/remove">
              <input type="hidden" name="id" value={passkey.id} />
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                aria-label={words.removePasskey(passkey.label)}
              >
                {words.remove}
              </Button>
            </form>,
          ],
        }))}
      />
      <div className="mt-6">
        <PasskeyRegistration />
      </div>
    </>
  );
}
