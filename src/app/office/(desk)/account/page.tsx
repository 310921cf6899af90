import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { officeNotice, type OfficeQuery, officeTerms, officeTime, passkeyCopy } from "@/content/office";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import { listPasskeys } from "@/server/office/passkeys";
import { listSessions } from "@/server/office/sessions";
import { PasskeyRegistration } from "@/components/office/passkey-actions";

export const metadata = { title: "Account" };

const { sessionIdle: idle, sessionMax: longest } = officeTerms;

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
        title="Account"
        lead={`Signed in as ${person.email} (${person.role}). A session ends after ${idle} without use, and ${longest} after sign-in at the latest.`}
        notice={officeNotice(await searchParams)}
      />
      <h2 className="mb-4 font-display text-xl font-semibold text-ink-950">Where you are signed in</h2>
      <DataTable
        caption="Your sessions"
        columns={["Browser", "Signed in", "Last used", "Ends at the latest", "Action"]}
        empty="No sessions."
        rows={sessions.map((session) => ({
          key: session.id,
          cells: [
            <span key="browser" className="block max-w-xs break-words">
              {session.userAgent ?? "Unknown browser"}
              {session.id === person.sessionId ? <strong className="block">This browser</strong> : null}
            </span>,
            `${officeTime(session.createdAt)} (${session.method === "passkey" ? "passkey" : "mailed link"})`,
            officeTime(session.lastUsedAt),
            officeTime(session.expiresAt),
            <form key="end" method="post" action="/office/account/sessions">
              <input type="hidden" name="session" value={session.id} />
              <Button type="submit" variant="secondary" size="sm">
                {session.id === person.sessionId ? "Sign out" : "End session"}
              </Button>
            </form>,
          ],
        }))}
      />
      <form method="post" action="/office/account/sessions" className="mt-6">
        <input type="hidden" name="all" value="1" />
        <Button type="submit" variant="dark">
          Sign out everywhere
        </Button>
      </form>
      <h2 className="mt-12 mb-4 font-display text-xl font-semibold text-ink-950">{passkeyCopy.heading}</h2>
      <p className="mb-4 max-w-2xl text-ink-600">{passkeyCopy.lead}</p>
      <DataTable
        caption="Your passkeys"
        columns={["Name", "Added", "Last used", "Action"]}
        empty="No passkeys yet."
        rows={passkeys.map((passkey) => ({
          key: passkey.id,
          cells: [
            passkey.label,
            officeTime(passkey.createdAt),
            passkey.lastUsedAt ? officeTime(passkey.lastUsedAt) : "Not yet",
            <form key="remove" method="post" action="/office/passkeys/remove">
              <input type="hidden" name="id" value={passkey.id} />
              <Button
                type="submit"
                variant="secondary"
                size="sm"
                aria-label={`Remove the passkey ${passkey.label}`}
              >
                Remove
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
