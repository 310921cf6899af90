/**
 * /accessibility. Every feature named here is one the site has: the skip link and the menus
 * (components/layout), the focus ring and reduced motion (app/globals.css), pages and forms without JavaScript,
 * and the checks of tests/e2e/accessibility.spec.ts.
 */
import { routes } from "../routes";
import { brand } from "../site";
import { contactBlock } from "./shared";
import type { DocumentContent, PageHero } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";

export const page = {
  meta: {
    path: routes.accessibility,
    title: "Accessibility Statement",
    description: `How the ${brand.name} website meets WCAG 2.1 AA, which browsers and screen readers it supports, and how to report a barrier: we answer in 2 business days.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Accessibility",
    title: "Accessibility Statement",
    lead: "Everyone should be able to read this website and reach us through it, whatever device, browser or assistive technology they use.",
  } satisfies PageHero,
  document: {
    sections: [
      {
        id: "commitment",
        title: "Our Commitment",
        blocks: [
          `${brand.name} is committed to making this website accessible to the widest possible audience. We design, build and test every page to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: WCAG 2.1 AA for short.`,
          "Automated tests find only part of the problems a person can meet, so we treat every report of a barrier as a fault to fix, not a matter of opinion.",
        ],
      },
      {
        id: "features",
        title: "Accessibility Features",
        blocks: [
          {
            terms: [
              {
                term: "Keyboard access",
                detail:
                  'Everything works with a keyboard alone, and the keyboard can always move on. A "Skip to content" link comes first on every page. The menus open with Enter, Space or the arrow keys and close with Escape, which returns you to where you were. Wide tables and rows of cards that scroll sideways can be reached and scrolled with the keyboard.',
              },
              {
                term: "Visible focus",
                detail:
                  "A clear outline always shows which link, button or field has the keyboard focus. It turns gold on dark backgrounds, so it never disappears.",
              },
              {
                term: "Zoom and reflow",
                detail:
                  "Text scales with your browser settings. At 200% zoom nothing is lost, and pages reflow into one column down to a width of 320 pixels (the same as 400% zoom on a desktop screen) without scrolling sideways.",
              },
              {
                term: "Forms and notices",
                detail:
                  "Every field has a visible label. An error is shown next to its field and read out with it, and the first field with an error receives the focus. The notice after sending appears in a live region, so screen readers announce it. Every page and form also works without JavaScript.",
              },
              {
                term: "Contrast and motion",
                detail:
                  "Text and controls meet the AA contrast ratios, on light and dark backgrounds and when a button is hovered or focused. Animations are short, and they switch off when your device asks for reduced motion.",
              },
            ],
          },
        ],
      },
      {
        id: "standards",
        title: "Standards We Follow",
        blocks: [
          {
            list: [
              "Web Content Accessibility Guidelines (WCAG) 2.1, level AA, published by the W3C.",
              "EN 301 549, the European accessibility standard for digital services, which adopts WCAG 2.1 AA for web pages.",
              "WAI-ARIA 1.2 and the ARIA Authoring Practices for the menus, the mobile menu and the form controls.",
              "Semantic HTML: one main heading per page, headings in order, landmarks for the header, navigation, main content and footer, tables with captions and header cells, and the page language declared.",
            ],
          },
          "Each time the website changes, automated tests check every page against the WCAG 2.1 A and AA rules and the best practices of axe-core at phone and desktop widths, and on phones again with the menu open. They check that no page scrolls sideways at 320 pixels or at 200% zoom, that the keyboard reaches every control with a visible focus and can always move on, and that buttons keep their contrast when hovered or focused.",
        ],
      },
      {
        id: "browsers-and-screen-readers",
        title: "Supported Browsers and Screen Readers",
        blocks: [
          {
            terms: [
              {
                term: "Browsers",
                detail:
                  "The current and previous major versions of Chrome, Edge, Firefox and Safari, on desktop and on phones and tablets.",
              },
              {
                term: "Screen readers",
                detail:
                  "NVDA and JAWS with Chrome, Edge or Firefox on Windows; VoiceOver with Safari on macOS, iPhone and iPad; TalkBack with Chrome on Android.",
              },
            ],
          },
          "Older browsers still receive every page and form, because nothing depends on JavaScript, though they may look plainer.",
        ],
      },
      {
        id: "known-limitations",
        title: "Known Limitations",
        blocks: [
          {
            list: [
              "After you send a message, the short confirmation or error notice appears in Dutch. It is marked as Dutch, so screen readers switch pronunciation, but visitors who read no Dutch may need a translation; the notice's colour and icon also tell whether the message was sent.",
              "Our social media links lead to other companies' websites, whose accessibility we do not control.",
            ],
          },
        ],
      },
      {
        id: "feedback",
        title: "Feedback and Contact",
        blocks: [
          "If anything on this website is hard to use, please tell us: which page, what you were trying to do, and which browser and assistive technology you use. We answer within 2 business days. If we cannot fix the problem at once, we give you the information you need another way, by email or by phone.",
          contactBlock,
        ],
        action: { label: "Contact us", href: routes.contact },
      },
    ],
  } satisfies DocumentContent,
} satisfies ContentPage;
