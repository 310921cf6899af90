import { DataTable } from "@/components/office/data-table";
import { RowAction } from "@/components/office/row-action";
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
import { settingsOf } from "@/server/office/staff";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { officePolicy } from "@/content/policy";
import { PasskeyRegistration } from "@/components/office/passkey-actions";

export const metadata = { title: words.title };

/** The signed-in person's sessions: where they are signed in, since when, last used; each can be ended. */
export default async function AccountPage({ searchParams }: { searchParams: OfficeQuery }) {
  const person = await officePage();
  const { db } = await database();
  const [sessions, passkeys, settings] = await Promise.all([
    listSessions(db, person.staffId),
    listPasskeys(db, person.staffId),
    settingsOf(db, person.staffId),
  ]);
  const query = await searchParams;
  return (
    <>
      <OfficeHeading
        title={words.title}
        lead={words.lead(person.email, person.role)}
        notice={officeNotice(query)}
      />
      <h2 className="mb-4 font-display text-xl font-semibold text-ink-950">{words.settings}</h2>
      <form method="post" action="/office/account/settings" className="mb-12 grid max-w-xl gap-4">
        <Field
          id="name"
          label={words.nameLabel}
          hint={words.nameHint}
          error={query.error === "name-long" ? officeNotice(query)?.text : undefined}
        >
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              defaultValue={settings.name ?? ""}
              maxLength={officePolicy.nameMaxLength}
            />
          )}
        </Field>
        <label className="flex items-start gap-3 text-ink-900">
          <input
            type="checkbox"
            name="digest"
            value="yes"
            defaultChecked={settings.digest}
            className="mt-1 size-5 shrink-0 accent-ink-900"
          />
          <span>{words.digestLabel}</span>
        </label>
        <Button type="submit" className="justify-self-start">
          {words.saveSettings}
        </Button>
      </form>
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
            <RowAction key="end" action="/office/account/sessions" name="session" value={session.id}>
              {session.id === person.sessionId ? words.signOut : words.endSession}
            </RowAction>,
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
            <RowAction
              key="remove"
              action="/office/passkeys/remove"
              name="id"
              value={passkey.id}
              label={words.removePasskey(passkey.label)}
            >
              {words.remove}
            </RowAction>,
          ],
        }))}
      />
      <div className="mt-6">
        <PasskeyRegistration />
      </div>
    </>
  );
}
