import { DataTable } from "@/components/office/data-table";
import { RowAction } from "@/components/office/row-action";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { officeNotice, type OfficeQuery, officeTime, tokensCopy as words } from "@/content/office";
import { officePolicy } from "@/content/policy";
import { config } from "@/server/config";
import { database } from "@/server/db/client";
import { listApiTokens, revealApiToken } from "@/server/office/api-tokens";
import { newTokenShown, officePage } from "@/server/office/guard";

export const metadata = { title: words.title };

const headingClass = "mb-4 font-display text-xl font-semibold text-ink-950";

/** The API tokens, for owners: a new one shown once after it is made, every token with its last use, revoking. */
export default async function TokensPage({ searchParams }: { searchParams: OfficeQuery }) {
  const owner = await officePage("owner");
  const { db } = await database();
  const query = await searchParams;
  const notice = officeNotice(query);
  const made = await newTokenShown();
  const shown = made && (await revealApiToken(db, owner, made.id, made.token)) ? made : null;
  const tokens = await listApiTokens(db);
  const shownName = shown ? tokens.find((token) => token.id === shown.id)?.name : undefined;
  const example = `curl -H "Authorization: Bearer ${shown?.token ?? ""}" "${config().siteUrl}/api/admin/submissions?format=csv"`;
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} notice={notice} />
      {shown ? (
        <section
          aria-labelledby="new-token"
          className="mb-10 grid max-w-3xl gap-3 rounded-2xl border border-accent-300 bg-accent-100 p-5"
        >
          <h2 id="new-token" className="font-display text-xl font-semibold text-ink-950">
            {words.newTitle(shownName ?? "")}
          </h2>
          <p className="text-ink-700">{words.newLead}</p>
          <code
            data-token
            className="block rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-ink-950 select-all"
          >
            {shown.token}
          </code>
          <p className="text-ink-700">{words.example}</p>
          <code className="block rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-ink-800">
            {example}
          </code>
        </section>
      ) : null}
      <h2 className={headingClass}>{words.create}</h2>
      <form
        method="post"
        action="/office/tokens/create"
        className="mb-12 flex max-w-xl flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-64">
          <Field
            id="token-name"
            label={words.nameLabel}
            hint={words.nameHint}
            required
            error={query.error === "token-name" ? notice?.text : undefined}
          >
            {(control) => (
              <Input {...control} name="name" autoComplete="off" maxLength={officePolicy.nameMaxLength} />
            )}
          </Field>
        </div>
        <Button type="submit">{words.createButton}</Button>
      </form>
      <h2 className={headingClass}>{words.list}</h2>
      <DataTable
        caption={words.caption}
        columns={words.columns}
        empty={words.empty}
        rows={tokens.map((token) => ({
          key: token.id,
          cells: [
            <span key="name" className="break-words">
              {token.name}
            </span>,
            token.holder,
            officeTime(token.createdAt),
            token.lastUsedAt ? officeTime(token.lastUsedAt) : words.never,
            token.revokedAt ? words.revoked(officeTime(token.revokedAt), token.revokedBy) : words.live,
            token.revokedAt ? (
              ""
            ) : (
              <RowAction
                key="revoke"
                action="/office/tokens/revoke"
                name="id"
                value={token.id}
                label={words.revokeLabel(token.name)}
              >
                {words.revoke}
              </RowAction>
            ),
          ],
        }))}
      />
      <p className="mt-6 max-w-2xl text-ink-600">{words.serverToken(Boolean(config().adminToken))}</p>
    </>
  );
}
