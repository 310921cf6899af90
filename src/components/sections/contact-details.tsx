import { Clock, Mail, Phone } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";

import type { ContactDetails as ContactDetailsData } from "@/types/sections";
import { hoursTable, mailHref, phoneHref } from "@/content/format";
import { EmailAddress } from "@/components/ui/email-address";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/** How to reach the firm besides the form: a mail link, a phone link and, when given, business hours. */
export function ContactDetails({
  locale,
  title,
  email,
  phone,
  hours,
}: ContactDetailsData & { locale: Locale }) {
  const words = sectionWordsIn(locale);
  const row = "flex items-start gap-4";
  const icon =
    "mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-900";
  return (
    <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <h3 className="text-lg font-semibold text-ink-950">{title}</h3>
      <ul className="mt-6 grid gap-5 text-[0.9375rem]">
        {[
          {
            label: words.emailLabel,
            value: <EmailAddress email={email} />,
            href: mailHref(email),
            Icon: Mail,
          },
          { label: words.phoneLabel, value: phone, href: phoneHref(phone), Icon: Phone },
        ].map(({ label, value, href, Icon }) => (
          <li key={label} className={row}>
            <span className={icon}>
              <LineIcon icon={Icon} className="size-5" />
            </span>
            {/* min-w-0 and wrap-anywhere: a long address breaks inside the card at 320 px instead of running out. */}
            <div className="min-w-0">
              <span className="block text-sm text-ink-600">{label}</span>
              <a
                href={href}
                className="font-semibold wrap-anywhere text-ink-950 underline-offset-4 hover:underline"
              >
                {value}
              </a>
            </div>
          </li>
        ))}
        {hours ? (
          <li className={row}>
            <span className={icon}>
              <LineIcon icon={Clock} className="size-5" />
            </span>
            <div className="grow">
              <span className="block text-sm text-ink-600">
                {hours.title}
                {hours.week.zone ? ` (${hours.week.zone})` : null}
              </span>
              <dl className="mt-1 grid grid-cols-[minmax(0,auto)_auto] justify-start gap-x-4 gap-y-1">
                {hoursTable(hours.week, locale).map((entry) => (
                  <div key={entry.days} className="contents">
                    <dt className="text-ink-700">{entry.days}</dt>
                    <dd className="font-semibold whitespace-nowrap text-ink-950">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
