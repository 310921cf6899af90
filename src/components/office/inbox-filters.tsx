import { ChevronDown } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
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
  origins: Option[];
}

/** One labelled control of a filter form (the inbox's, the audit log's). */
export function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The filters that fold away on a phone: every one but the search, the one used most. */
const FOLDED = ["status", "form", "owner", "service", "origin", "from", "to"] as const;

/**
 * The inbox's filters: a plain GET form (it works without JavaScript, and the address of a filtered inbox can be
 * kept or shared), a link that clears them, and the export of what they select. On a phone all but the search
 * fold into a <details>, open when one of them is set, so the list is not pushed a screen down. From 640 px the
 * fold's summary is hidden and its content shown even while it is closed (`::details-content`, Chromium 131,
 * Safari 18.4, Firefox 143); a browser without it keeps the summary, so nothing is ever out of reach.
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
  const active = FOLDED.filter((name) => values[name]).length;
  return (
    <form
      method="get"
      action="/office"
      role="search"
      aria-label={words.name}
      className="mb-6 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      {/* Filtering keeps the view the list is in ("Mine", "Overdue"); its tabs change it. */}
      {values.view ? <input type="hidden" name="view" value={values.view} /> : null}
      <div className="lg:w-1/2 lg:pr-2">
        <Labelled id="filter-q" label={words.search}>
          <Input id="filter-q" name="q" type="search" height="h-11" defaultValue={values.q ?? ""} />
        </Labelled>
      </div>
      <details open={active > 0} className="group sm:details-content:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-ink-900 sm:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
          <LineIcon icon={ChevronDown} className="size-4 transition-transform group-open:rotate-180" />
          {active > 0 ? words.active(active) : words.filters}
        </summary>
        <div className="grid gap-4 pt-2 sm:grid-cols-2 sm:pt-0 lg:grid-cols-4">
          {select("statuses", "status")}
          {select("forms", "form")}
          {select("owners", "owner")}
          {select("services", "service")}
          {select("origins", "origin")}
          <Labelled id="filter-from" label={words.from}>
            <Input id="filter-from" name="from" type="date" height="h-11" defaultValue={values.from ?? ""} />
          </Labelled>
          <Labelled id="filter-to" label={words.to}>
            <Input id="filter-to" name="to" type="date" height="h-11" defaultValue={values.to ?? ""} />
          </Labelled>
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3">
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
