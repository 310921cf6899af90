import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { officeNotice, type OfficeQuery, officeTime, roleNames, staffCopy as words } from "@/content/office";
import { database } from "@/server/db/client";
import { STAFF_ROLES } from "@/server/db/schema";
import { officePage } from "@/server/office/guard";
import { listStaff } from "@/server/office/staff";

export const metadata = { title: words.title };

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: roleNames[role] ?? role }));

function RoleSelect({ id, value }: { id: string; value?: string }) {
  return <NativeSelect id={id} name="role" defaultValue={value ?? "staff"} options={roleOptions} />;
}

/** Owners add people, change their roles and remove them. */
export default async function StaffPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage("owner");
  const query = await searchParams;
  const notice = officeNotice(query);
  const people = await listStaff((await database()).db);
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} notice={notice} />
      <DataTable
        caption={words.caption}
        columns={words.columns}
        empty={words.empty}
        rows={people.map((member) => ({
          key: member.id,
          cells: [
            member.email,
            <form key="role" method="post" action="/office/staff/role" className="flex items-center gap-2">
              <input type="hidden" name="id" value={member.id} />
              <label htmlFor={`role-${member.id}`} className="sr-only">
                {words.roleOf(member.email)}
              </label>
              <RoleSelect id={`role-${member.id}`} value={member.role} />
              <Button type="submit" variant="secondary" size="sm">
                {words.change}
              </Button>
            </form>,
            officeTime(member.createdAt),
            member.lastSignInAt ? officeTime(member.lastSignInAt) : words.never,
            <form key="remove" method="post" action="/office/staff/remove">
              <input type="hidden" name="id" value={member.id} />
              <Button type="submit" variant="secondary" size="sm" aria-label={words.removeWho(member.email)}>
                {words.remove}
              </Button>
            </form>,
          ],
        }))}
      />
      <section aria-labelledby="add" className="mt-10 max-w-lg rounded-xl border border-line bg-surface p-6">
        <h2 id="add" className="font-display text-xl font-semibold text-ink-950">
          {words.add}
        </h2>
        <form method="post" action="/office/staff/add" className="mt-4 grid gap-4">
          <Field
            id="new-email"
            label={words.emailLabel}
            required
            error={query.error === "email" ? notice?.text : undefined}
          >
            {(control) => <Input {...control} name="email" type="email" autoComplete="off" />}
          </Field>
          <div className="grid gap-2">
            <label htmlFor="new-role" className="text-sm font-semibold text-ink-900">
              {words.roleLabel}
            </label>
            <RoleSelect id="new-role" />
          </div>
          <Button type="submit" className="justify-self-start">
            {words.addButton}
          </Button>
        </form>
      </section>
    </>
  );
}
