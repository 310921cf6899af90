import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import type { Frame } from "@/content/editions";

/** The sticky header: opaque paper with a soft shadow, so it reads the same over light and dark bands. */
export function Header({ frame }: { frame: Frame }) {
  const { navGroups, contactAction, words } = frame;
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-line bg-paper shadow-[0_1px_0_rgb(15_30_54/0.04),0_8px_24px_-16px_rgb(15_30_54/0.25)]">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-4 px-5 max-[359px]:gap-2 max-[359px]:px-4 lg:h-[4.5rem] lg:gap-8 lg:px-8">
        <Logo home={words.home} />
        <DesktopNav groups={navGroups} label={words.mainNav} />
        <div className="ml-auto flex items-center gap-1.5 max-[359px]:gap-0.5">
          <LanguageSwitch edition={words.otherEdition} className="max-lg:hidden" />
          <Link
            href={contactAction.href}
            className={buttonVariants({
              size: "sm",
              className: "max-[359px]:px-3 max-[359px]:text-[0.8125rem]",
            })}
          >
            {contactAction.label}
          </Link>
          <MobileMenu groups={navGroups} action={contactAction} words={words} />
        </div>
      </div>
    </header>
  );
}
