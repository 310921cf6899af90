import { Star } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Testimonial } from "@/types/sections";
import { Avatar } from "@/components/ui/avatar";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/** Quotes from clients with a star rating that is also said in words, signed with the client's drawn portrait. */
export function Testimonials({
  locale,
  testimonials,
}: {
  locale: Locale;
  testimonials: readonly Testimonial[];
}) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name} className="flex min-w-0">
          <figure className="flex w-full flex-col rounded-3xl border border-line bg-surface p-7">
            <p
              className="flex gap-0.5"
              role="img"
              aria-label={sectionWordsIn(locale).rated(testimonial.rating)}
            >
              {[1, 2, 3, 4, 5].map((star) => (
                <LineIcon
                  icon={Star}
                  key={star}
                  aria-hidden="true"
                  className={
                    star <= testimonial.rating
                      ? "size-4 fill-accent-400 text-accent-500"
                      : "size-4 text-ink-200"
                  }
                />
              ))}
            </p>
            <blockquote className="mt-5 font-display text-lg leading-relaxed text-ink-900">
              “{testimonial.quote}”
            </blockquote>
            <figcaption className="mt-auto flex items-center gap-3 pt-6">
              <Avatar name={testimonial.name} size="md" />
              <span>
                <span className="block font-semibold text-ink-950">{testimonial.name}</span>
                <span className="block text-sm text-ink-600">{testimonial.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
