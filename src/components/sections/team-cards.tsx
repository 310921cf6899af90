import { Mail, MapPin, Phone } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { TeamMember } from "@/types/sections";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { mailHref, phoneHref } from "@/content/format";
import { EmailAddress } from "@/components/ui/email-address";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/**
 * People to talk to: a portrait, name, role, what they know best, where they sit, and their mail and phone. Three
 * people sit in a row of three, two or four in rows of two, so no row is left with one card.
 */
export function TeamCards({ locale, members }: { locale: Locale; members: readonly TeamMember[] }) {
  const words = sectionWordsIn(locale);
  const link =
    "inline-flex min-w-0 items-center gap-2 text-[0.9375rem] font-medium text-ink-900 underline-offset-4 hover:underline";
  return (
    <ul className={cn("grid gap-5", members.length % 3 === 0 ? "md:grid-cols-3" : "md:grid-cols-2")}>
      {members.map((member) => (
        <li key={member.email} id={member.id} className="flex min-w-0 scroll-mt-24">
          <Card className="flex w-full flex-col p-6 sm:p-7">
            <Avatar name={member.name} size="lg" />
            <h3 className="mt-6 font-display text-2xl font-semibold text-ink-950">{member.name}</h3>
            <p className="mt-1 font-medium text-accent-800">{member.role}</p>
            <p className="mt-4 leading-relaxed text-ink-600">{member.specialization}</p>
            <p className="mt-4 inline-flex items-center gap-2 text-sm text-ink-600">
              <LineIcon icon={MapPin} className="size-4 text-accent-700" />
              {member.location}
            </p>
            <ul className="mt-6 grid gap-3 border-t border-line pt-5">
              <li>
                <a href={mailHref(member.email)} className={link}>
                  <LineIcon icon={Mail} className="size-4 shrink-0 text-accent-700" />
                  <span className="sr-only">{words.mailTo(member.name)} </span>
                  <EmailAddress email={member.email} />
                </a>
              </li>
              <li>
                <a href={phoneHref(member.phone)} className={link}>
                  <LineIcon icon={Phone} className="size-4 shrink-0 text-accent-700" />
                  <span className="sr-only">{words.callTo(member.name)} </span>
                  {member.phone}
                </a>
              </li>
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
