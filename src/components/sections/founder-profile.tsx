import { useId } from "react";
import type { FounderProfile as FounderProfileData } from "@/types/sections";
import { AreaArt } from "@/components/art/area-art";
import { Avatar } from "@/components/ui/avatar";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/**
 * A person's profile: a dark panel with the portrait, name, role, experience and expertise, beside their
 * background, mission and specializations. The name is the block's heading (an h2: put it in a Section without
 * a heading of its own).
 */
export function FounderProfile({
  locale,
  name,
  role,
  experience,
  expertise,
  background,
  mission,
  specializations,
}: FounderProfileData & { locale: Locale }) {
  const words = sectionWordsIn(locale);
  const headingId = `${useId()}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-1 overflow-hidden rounded-3xl border border-line bg-surface shadow-xs lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]"
    >
      <div className="band-dark grain bg-ink-950 px-5 py-9 text-white sm:px-10 sm:py-10 lg:px-12 lg:py-14">
        {/* The firm's timeline stands beside the portrait, clear of the words below. */}
        <div className="flex items-center justify-between gap-4">
          <Avatar name={name} size="xl" />
          <AreaArt motif="about" className="h-auto w-full max-w-36 min-w-0 sm:max-w-52" />
        </div>
        <h2 id={headingId} className="mt-8 text-display-md font-semibold text-white">
          {name}
        </h2>
        <p className="mt-2 font-medium text-accent-300">{role}</p>
        <dl className="mt-8 grid gap-5 border-t border-white/15 pt-8 text-[0.9375rem]">
          <div>
            <dt className="eyebrow text-ink-300">{words.experience}</dt>
            <dd className="mt-1.5 leading-relaxed text-white">{experience}</dd>
          </div>
          <div>
            <dt className="eyebrow text-ink-300">{words.expertise}</dt>
            <dd className="mt-1.5 leading-relaxed text-white">{expertise}</dd>
          </div>
        </dl>
      </div>
      <div className="grid content-start gap-9 px-5 py-9 sm:px-10 sm:py-10 lg:px-12 lg:py-14">
        <div>
          <h3 className="text-xl font-semibold text-ink-950">{words.background}</h3>
          <p className="mt-3 leading-relaxed text-ink-700 sm:text-lg">{background}</p>
        </div>
        <div>
          <h3 className="text-xl font-semibold text-ink-950">{words.mission}</h3>
          <p className="mt-3 border-l-2 border-accent-400 pl-4 leading-relaxed text-ink-900 sm:text-lg">
            {mission}
          </p>
        </div>
        <div>
          <h3 className="text-xl font-semibold text-ink-950">{words.specializations}</h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {specializations.map((specialization) => (
              <li
                key={specialization}
                className="rounded-full border border-line bg-paper px-3.5 py-1.5 text-sm font-medium text-ink-800"
              >
                {specialization}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
