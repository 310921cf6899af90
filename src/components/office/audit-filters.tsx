import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { NativeSelect } from "@/components/ui/native-select";
import { auditCopy, auditKinds } from "@/content/office";
import { Labelled } from "./inbox-filters";

const words = auditCopy.filters;

/**
 * The audit log's filters: a plain GET form (no JavaScript needed; a filtered log's address can be kept) for one
 * person, one kind of action, and the days from and to, in the office's time zone.
 */
export function AuditFilters({
  values,
  people,
  problems,
}: {
  values: Record<string, string | undefined>;
  people: { value: string; label: string }[];
  problems: string[];
}) {
  const date = (name: "from" | "to") => (
    <Labelled id={`audit-${name}`} label={words[name]}>
      <Input
        id={`audit-${name}`}
        name={name}
        type="date"
        height="h-11"
        defaultValue={values[name] ?? ""}
        aria-invalid={problems.includes(name) || undefined}
        aria-describedby={problems.includes(name) ? `audit-${name}-error` : undefined}
      />
      {problems.includes(name) ? (
        <p id={`audit-${name}-error`} className="text-sm font-medium text-danger-600">
          {words.badDate}
        </p>
      ) : null}
    </Labelled>
  );
  return (
    <form
      method="get"
      action="/office/audit"
      role="search"
      aria-label={words.name}
      className="mb-6 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Labelled id="audit-person" label={words.person}>
          <NativeSelect
            id="audit-person"
            name="person"
            defaultValue={values.person ?? ""}
            className="w-full"
            options={[
              { value: "", label: words.everyone },
              ...people.map(({ value, label }) => ({ value, label: auditCopy.actors[label] ?? label })),
            ]}
          />
        </Labelled>
        <Labelled id="audit-kind" label={words.kind}>
          <NativeSelect
            id="audit-kind"
            name="kind"
            defaultValue={values.kind ?? ""}
            className="w-full"
            options={[
              { value: "", label: words.everything },
              ...Object.entries(auditKinds).map(([value, { label }]) => ({ value, label })),
            ]}
          />
        </Labelled>
        {date("from")}
        {date("to")}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{words.apply}</Button>
        <Link href="/office/audit" className={buttonVariants({ variant: "secondary" })}>
          {words.clear}
        </Link>
      </div>
    </form>
  );
}
