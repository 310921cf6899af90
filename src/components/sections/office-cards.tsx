import { CalendarDays, Clock, Mail, MapPin, Phone, Users } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Office } from "@/types/site";
import { Badge } from "@/components/ui/badge";
import { CityDrawing } from "@/components/art/city-drawings";
import type { CityMotif } from "@/types/art";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { formatHours, mailHref, phoneHref } from "@/content/format";
import { actionName } from "@/lib/links";
import { cardGrid, cardPlacement } from "@/lib/card-grid";
import { cn } from "@/lib/cn";
import { offsetTable, utcOffsets } from "@/lib/time-zones";
import { OfficeLocator } from "./office-locator";
import { EmailAddress } from "@/components/ui/email-address";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/** What a page shows of each office, beside its name and country. */
export type OfficeDetail =
  "district" | "address" | "phone" | "email" | "hours" | "team" | "specialties" | "contactLink";

/** The office's time zone, true all year: "Eastern Time · UTC−5/−4". The offset never breaks across lines. */
function ZoneLabel({ office }: { office: Office }) {
  return (
    <span className="block text-sm text-ink-600">
      {office.zoneName} · <span className="whitespace-nowrap">{utcOffsets(office.timeZone)}</span>
    </span>
  );
}

/**
 * The firm's offices as cards: a drawing of the city, its name, country, where it sits on the map and its local
 * time, then the details a page asks for: the neighbourhood and hours on /contact, the full address book on
 * /contact/office-locations, team and specialties on /about/global-network.
 */
export function OfficeCards({
  locale,
  offices,
  show,
}: {
  locale: Locale;
  offices: readonly Office[];
  show: readonly OfficeDetail[];
}) {
  const has = (detail: OfficeDetail) => show.includes(detail);
  const words = sectionWordsIn(locale);
  const row = "flex items-start gap-3";
  const icon = "mt-0.5 size-4 shrink-0 text-accent-700";
  return (
    <ul className={cardGrid(3)}>
      {offices.map((office, index) => (
        <li
          key={office.id}
          id={`office-${office.id}`}
          className={cn("flex min-w-0 scroll-mt-24", cardPlacement(index, offices.length, 3))}
        >
          <Card className="flex w-full flex-col overflow-hidden">
            <div className="band-dark bg-ink-950">
              <CityDrawing city={office.id as CityMotif} className="block h-auto w-full" />
            </div>
            <div className="flex flex-1 flex-col p-6 sm:p-7">
              <div className="flex items-start justify-between gap-4">
                <div className="min-w-0">
                  <h3 className="font-display text-2xl font-semibold text-ink-950">{office.city}</h3>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
                    {office.country}
                    {office.isHeadquarters ? <Badge tone="accent">{words.headquarters}</Badge> : null}
                  </p>
                </div>
                <OfficeLocator office={office} className="w-22 sm:w-26" />
              </div>
              <ul className="mt-5 grid gap-3 border-t border-line pt-5 text-[0.9375rem] text-ink-800">
                <li className={row}>
                  <LineIcon icon={Clock} className={icon} />
                  <span>
                    <LocalTime
                      locale={locale}
                      label={words.localTime}
                      timeZone={office.timeZone}
                      offsets={offsetTable(office.timeZone)}
                    />
                    <ZoneLabel office={office} />
                  </span>
                </li>
                {has("district") ? (
                  <li className={row}>
                    <LineIcon icon={MapPin} className={icon} />
                    <span>{office.district}</span>
                  </li>
                ) : null}
                {has("address") ? (
                  <li className={row}>
                    <LineIcon icon={MapPin} className={icon} />
                    <address className="not-italic">
                      {office.address.map((line) => (
                        <span key={line} className="block">
                          {line}
                        </span>
                      ))}
                    </address>
                  </li>
                ) : null}
                {has("phone") ? (
                  <li className={row}>
                    <LineIcon icon={Phone} className={icon} />
                    <a href={phoneHref(office.phone)} className="underline-offset-4 hover:underline">
                      <span className="sr-only">{words.phoneLabel}: </span>
                      {office.phone}
                    </a>
                  </li>
                ) : null}
                {has("email") ? (
                  <li className={row}>
                    <LineIcon icon={Mail} className={icon} />
                    <a href={mailHref(office.email)} className="underline-offset-4 hover:underline">
                      <span className="sr-only">{words.emailLabel}: </span>
                      <EmailAddress email={office.email} />
                    </a>
                  </li>
                ) : null}
                {has("hours") ? (
                  <li className={row}>
                    <LineIcon icon={CalendarDays} className={icon} />
                    <span>
                      <span className="sr-only">{words.openingHours}: </span>
                      {formatHours(office.hours, locale)}
                    </span>
                  </li>
                ) : null}
                {has("team") ? (
                  <li className={row}>
                    <LineIcon icon={Users} className={icon} />
                    <span>
                      <span className="font-semibold text-ink-950">{office.teamSize}</span>{" "}
                      {words.teamMembers}
                    </span>
                  </li>
                ) : null}
              </ul>
              {has("specialties") ? (
                <div className="mt-5">
                  <p className="text-xs font-semibold tracking-widest text-ink-600 uppercase">
                    {words.specialties}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {office.specialties.map((specialty) => (
                      <li
                        key={specialty}
                        className="rounded-full bg-ink-900/5 px-3 py-1 text-xs font-medium text-ink-700"
                      >
                        {specialty}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {has("contactLink") ? (
                <a
                  href={mailHref(office.email)}
                  aria-label={actionName(words.contactOffice, office.city)}
                  className="mt-auto inline-flex items-center gap-2 self-start pt-6 text-sm font-semibold text-ink-950 underline-offset-4 hover:underline"
                >
                  <LineIcon icon={Mail} className="size-4" />
                  {words.contactOffice}
                </a>
              ) : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
