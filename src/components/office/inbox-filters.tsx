import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxFilterCopy as words, officeWords } from "@/content/office";

type Option = { value: string; label: string };

export interface InboxFilterChoices {
  forms: Option[];
  statuses: Option[];
  owners: Option[];
  services: Option[];
}

/** One labelled control of the filter form. */
function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The inbox's filters: a plain GET form (it works without JavaScript, and the address of a filtered inbox can be
 * kept or shared), a link that clears them, and the export of what they select.
 */
export function InboxFilters({
  values,
  choices,
  exportHref,
}: {
  values: Record<string, string | undefined>;
  choices: InboxFilterChoices;
  exportHref: string;
}) {
  const select = (id: keyof InboxFilterChoices & string, name: string) => (
    <Labelled id={`filter-${name}`} label={words[id].label}>
      <NativeSelect
        id={`filter-${name}`}
        name={name}
        defaultValue={values[name] ?? ""}
        className="w-full"
        options={[{ value: "", label: words[id].any }, ...choices[id]]}
      />
    </Labelled>
  );
  return (
    <form
      method="get"
      action="/office"
      role="search"
      aria-label={words.name}
      className="mb-6 rounded-xl border border-line bg-surface p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <Labelled id="filter-q" label={words.search}>
            <Input id="filter-q" name="q" type="search" height="h-11" defaultValue={values.q ?? ""} />
          </Labelled>
        </div>
        {select("statuses", "status")}
        {select("forms", "form")}
        {select("owners", "owner")}
        {select("services", "service")}
        <Labelled id="filter-from" label={words.from}>
          <Input id="filter-from" name="from" type="date" height="h-11" defaultValue={values.from ?? ""} />
        </Labelled>
        <Labelled id="filter-to" label={words.to}>
          <Input id="filter-to" name="to" type="date" height="h-11" defaultValue={values.to ?? ""} />
        </Labelled>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit">{words.filter}</Button>
        <Link href="/office" className={buttonVariants({ variant: "secondary" })}>
          {words.clear}
        </Link>
        <a href={exportHref} className={buttonVariants({ variant: "ghost" })} download>
          {officeWords.exportCsv}
        </a>
      </div>
    </form>
  );
}
