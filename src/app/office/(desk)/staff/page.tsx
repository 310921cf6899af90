import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { officeNotice, type OfficeQuery, officeTime } from "@/content/office";
import { database } from "@/server/db/client";
import { STAFF_ROLES } from "@/server/db/schema";
import { officePage } from "@/server/office/guard";
import { listStaff } from "@/server/office/staff";

export const metadata = { title: "Staff" };

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: role === "owner" ? "Owner" : "Staff" }));

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
      <OfficeHeading
        title="Staff"
        lead="Staff work the leads; owners also manage the staff, delete data and change settings."
        notice={notice}
      />
      <DataTable
        caption="The firm's staff"
        columns={["Email", "Role", "Added", "Last sign-in", "Action"]}
        empty="Nobody yet."
        rows={people.map((member) => ({
          key: member.id,
          cells: [
            member.email,
            <form key="role" method="post" action="/office/staff/role" className="flex items-center gap-2">
              <input type="hidden" name="id" value={member.id} />
              <label htmlFor={`role-${member.id}`} className="sr-only">
                Role of {member.email}
              </label>
              <RoleSelect id={`role-${member.id}`} value={member.role} />
              <Button type="submit" variant="secondary" size="sm">
                Change
              </Button>
            </form>,
            officeTime(member.createdAt),
            member.lastSignInAt ? officeTime(member.lastSignInAt) : "Never",
            <form key="remove" method="post" action="/office/staff/remove">
              <input type="hidden" name="id" value={member.id} />
              <Button type="submit" variant="secondary" size="sm" aria-label={`Remove ${member.email}`}>
                Remove
              </Button>
            </form>,
          ],
        }))}
      />
      <section aria-labelledby="add" className="mt-10 max-w-lg rounded-xl border border-line bg-surface p-6">
        <h2 id="add" className="font-display text-xl font-semibold text-ink-950">
          Add a person
        </h2>
        <form method="post" action="/office/staff/add" className="mt-4 grid gap-4">
          <Field
            id="new-email"
            label="Work email"
            required
            error={query.error === "email" ? notice?.text : undefined}
          >
            {(control) => <Input {...control} name="email" type="email" autoComplete="off" />}
          </Field>
          <div className="grid gap-2">
            <label htmlFor="new-role" className="text-sm font-semibold text-ink-900">
              Role
            </label>
            <RoleSelect id="new-role" />
          </div>
          <Button type="submit" className="justify-self-start">
            Add to the staff
          </Button>
        </form>
      </section>
    </>
  );
}
