import type { PersonLink } from "@/types/sections";
import { Avatar } from "@/components/ui/avatar";
import { phoneRow } from "@/lib/card-grid";
import { cn } from "@/lib/cn";

/**
 * The firm's people in a row: each drawn portrait with the person's name (a link to their profile), role and
 * city. A sideways row on a phone, named `label`.
 */
export function PeopleRow({ people, label }: { people: readonly PersonLink[]; label: string }) {
  return (
    <ul
      tabIndex={0}
      aria-label={label}
      className={cn("grid gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5", phoneRow.list)}
    >
      {people.map((person) => (
        <li
          key={person.name}
          className={cn("flex min-w-0 flex-col items-start", phoneRow.item, "max-sm:w-[46%]")}
        >
          <Avatar name={person.name} size="lg" />
          <a
            href={person.href}
            className="mt-4 font-display text-lg leading-snug font-semibold text-ink-950 underline-offset-4 hover:underline"
          >
            {person.name}
          </a>
          <span className="mt-1 text-sm leading-snug text-ink-600">{person.role}</span>
          <span className="mt-1 text-sm font-medium text-accent-800">{person.city}</span>
        </li>
      ))}
    </ul>
  );
}
