import { Link } from "@/components/ui/link";
import { ArrowRight, MapPin } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { brand } from "@/content/site";
import type { Frame } from "@/content/editions";
import type { Locale } from "@/types/facts";
import { buttonVariants } from "@/components/ui/button";
import { NewsletterSignup } from "@/components/sections/newsletter-section";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";
import { formatList } from "@/content/format";
import { LanguageSwitch } from "./language-switch";

export function Footer({ frame, locale }: { frame: Frame; locale: Locale }) {
  const {
    offices,
    socialLinks,
    contactAction,
    footerColumns,
    legalLinks,
    officesAction,
    newsletterSignup,
    words,
  } = frame;
  return (
    <footer className="band-dark grain bg-ink-950 text-ink-200 print:hidden">
      <div className="mx-auto max-w-7xl px-5 lg:px-8">
        <div className="grid gap-12 border-b border-white/10 py-14 lg:grid-cols-[1.1fr_1fr] lg:gap-20 lg:py-20">
          <div>
            <Logo home={words.home} />
            <p className="mt-5 max-w-md text-[0.9375rem] leading-relaxed text-ink-300">
              {words.footerLead}{" "}
              {formatList(
                offices.map((office) => office.city),
                locale,
              )}
              .
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <Link href={contactAction.href} className={buttonVariants()}>
                {contactAction.label}
                <LineIcon icon={ArrowRight} />
              </Link>
              <Link
                href={officesAction.href}
                className={buttonVariants({ variant: "secondary", className: "text-white" })}
              >
                <LineIcon icon={MapPin} />
                {officesAction.label}
              </Link>
            </div>
          </div>
          <NewsletterSignup
            locale={locale}
            anchor={words.anchors.newsletter}
            pitch={newsletterSignup}
            className="footer-newsletter lg:pt-1"
          />
        </div>

        <nav
          id={words.anchors.footer}
          aria-label={words.footerNav}
          className="scroll-mt-20 border-b border-white/10 py-12"
        >
          <ul className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-5">
            {footerColumns.map((column) => (
              <li key={column.title}>
                <h2 className="eyebrow text-accent-300">{column.title}</h2>
                <ul className="mt-4 grid gap-2.5">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className="footer-link">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col gap-6 py-8 text-sm text-ink-300 md:flex-row md:items-center md:justify-between">
          <p>
            © {brand.copyrightYear} {brand.name}. {words.rights}
          </p>
          <LanguageSwitch edition={words.otherEdition} tone="dark" />
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-ink-200 transition-colors hover:border-white/40 hover:text-white"
                >
                  <SocialIcon network={social.network} className="size-[1.125rem]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
