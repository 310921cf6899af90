/**
 * /privacy. What the site really does with what visitors send it (src/server: forms, db/schema.ts, mail,
 * newsletter, security, stats, log.ts). The fields each form collects are read from the forms themselves, so this
 * page cannot fall behind a new field. Change the words here whenever the server's handling changes.
 */
import { routes } from "../routes";
import { formatDuration, formatList } from "@/content/format";
import { brand, officeCities, replyTime } from "../site";
import { contactBlock, mailLink, policyDate } from "./shared";
import { forms, type FormText } from "../forms";
import type { DocumentContent, PageHero } from "@/types/sections";
import type { ContentPage, PageMeta } from "@/types/site";
import { builtRetention, formPolicy } from "@/content/policy";
import { officeTerms } from "../office";

const draftTime = formatDuration({ amount: formPolicy.draftHours, unit: "hour" }, "en");
const windowTime = formatDuration({ amount: formPolicy.rateLimit.windowSeconds / 60, unit: "minute" }, "en");
// The periods the daily job keeps to, as this build's settings set them (content/policy.ts).
const retention = builtRetention();
const messagesTime = formatDuration({ amount: retention.messagesMonths, unit: "month" }, "en");
const unsubscribedTime = formatDuration({ amount: retention.unsubscribedMonths, unit: "month" }, "en");
const unconfirmedTime = formatDuration({ amount: retention.unconfirmedDays, unit: "day" }, "en");
const mailTime = formatDuration({ amount: retention.mailDays, unit: "day" }, "en");
const auditTime = formatDuration({ amount: retention.auditMonths, unit: "month" }, "en");
const readsTime = formatDuration({ amount: retention.pageReadsDays, unit: "day" }, "en");

/** "first name, last name, email, phone (optional) and message": the fields of a form, as a reader says them. */
function fieldsOf(form: FormText): string {
  const names = form.fields.map(
    (field) => `${field.label.toLowerCase()}${field.optional ? " (optional)" : ""}`,
  );
  return formatList(names, "en");
}

const cities = officeCities("en");
const { sessionIdle, sessionMax, linkValidity } = officeTerms;

export const page = {
  meta: {
    path: routes.privacy,
    title: "Privacy Policy",
    description: `What the ${brand.name} website collects when you write to us or join the newsletter, why, who sees it, how long we keep it and how to have it deleted.`,
  } satisfies PageMeta,
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    lead: "What this website collects when you write to us or sign up for our newsletter, what we do with it, and how to have it corrected or deleted.",
  } satisfies PageHero,
  document: {
    dateLine: `Last updated ${policyDate}`,
    summary: {
      title: "In short",
      points: [
        "This website sets no cookies and runs no analytics or advertising tools. Our own server counts the pages you read, under a code that changes every day and cannot be traced back to you; Global Privacy Control switches this off.",
        "When you send a form, we keep what you typed so that we can answer you. We never sell it.",
        "We never store your IP address: to stop abuse, we keep a code made from your network with a secret key that changes every day.",
        `To see, correct or delete what we hold about you, write to ${mailLink}.`,
      ],
    },
    sections: [
      {
        id: "who-we-are",
        title: "Who We Are",
        blocks: [
          `This website is run by ${brand.legalName} ("${brand.name}", "we", "us"), a consultancy with offices in ${cities}. We decide what happens to the information you send through the site, and we are responsible for it under data protection law.`,
          "This policy covers this website only: its pages, the three message forms, the newsletter sign-up and the emails the site sends. When you become a client, your engagement agreement says how we handle the information you share during the work.",
        ],
      },
      {
        id: "information-we-collect",
        title: "Information We Collect",
        blocks: [
          'Apart from counting the pages people read (see "Cookies, Analytics and Logs" below), we collect only what you type into a form, and a few technical details that come with it. Each form asks for the following:',
          {
            terms: [
              {
                term: "Contact form",
                detail: `On [the contact page](${routes.contact}): ${fieldsOf(forms.contact)}.`,
              },
              {
                term: "Get in touch form",
                detail: `On [the get in touch page](${routes.getInTouch}): ${fieldsOf(forms["get-in-touch"])}.`,
              },
              {
                term: "Partnership inquiry",
                detail: `On [the partnership inquiries page](${routes.partnershipInquiries}): ${fieldsOf(forms.partnership)}.`,
              },
              {
                term: "Newsletter",
                detail: `In the page footer and on the insights page: your ${fieldsOf(forms.newsletter)}, nothing else.`,
              },
            ],
          },
          'With each message we also store the time it arrived and the "user agent" your browser sends (the name and version of your browser and operating system). With each message and each newsletter sign-up we store a code calculated from your network (the first three numbers of an IPv4 address, or the first 48 bits of an IPv6 address) with a secret key, used to count and spot repeated posts. The key is kept apart from our database and replaced every day, so the code cannot be turned back into your address, and codes from different days cannot be matched with each other. We never store the address itself.',
          "With a message sent through one of the three message forms (not with a newsletter sign-up), we also store where you came from, as the site counted it that day (see \"Cookies, Analytics and Logs\" below): the first page you read that day, the other website that linked to it (its host name only, such as linkedin.com), the campaign tags in that page's address if it had any, and the pages you read before writing (at most 20, their paths only). The day's visitor code itself is not stored with the message. If the site counted none of your reads that day, for example because your browser sends Global Privacy Control, nothing is stored. This stays with the message: it is deleted with it, included when you ask for a copy of your data, and erased with the message when you ask us to.",
          "For the newsletter we also keep the dates you signed up, confirmed and unsubscribed, the version of the sign-up wording you agreed to, and codes that make the links in our emails work. We keep only a hash of those codes, not the codes themselves.",
          `If you send a form with JavaScript switched off and a field needs correcting, we keep what you typed for ${draftTime}, so that the page can show it back to you, and then delete it automatically.`,
          "Every form also carries a hidden field that people do not see but automated programs tend to fill in. A message with that field filled in is stored marked as spam and is not emailed to anyone.",
        ],
      },
      {
        id: "cookies-and-logs",
        title: "Cookies, Analytics and Logs",
        blocks: [
          "The site sets no cookies for its visitors and stores nothing in your browser. It uses no analytics, advertising or tracking tools from other companies, and it loads nothing from other companies' servers: its fonts, icons and images all come from our own server. Our own server does count the pages people read, as described next.",
          "To know which pages, websites and campaigns lead to enquiries, our server counts the pages people read itself. It adds nothing to the pages for this: no script, no cookie, nothing stored in your browser and no request to another company.",
          {
            terms: [
              {
                term: "What is counted",
                detail:
                  "Each page a person reads: the browser's request for the page, or the site's own request for the next page when you follow a link. For each read we record the page's path, the edition (English or Dutch), the host name of the other website that linked to it (only the host, such as linkedin.com, never the page on that site; links between our own pages are not recorded), the campaign tags in the link's address if it has any (utm_source, utm_medium and utm_campaign), the kind of device (phone, tablet or desktop, read from your browser's description of itself), the time, and a visitor code.",
              },
              {
                term: "The visitor code",
                detail:
                  "It is calculated from your network (the first three numbers of an IPv4 address, or the first 48 bits of an IPv6 address) and your browser's description of itself (the \"user agent\"), with a random secret made new each day. Each day's secret is deleted when the day is over, within a day of its end at the latest. So the code tells only that two reads on the same day came from the same network and browser: it cannot be turned back into your address, and codes from different days cannot be linked, by anyone, including us. Your IP address itself is never stored.",
              },
              {
                term: "What is not counted",
                detail:
                  "Automated programs (bots, as a well-known list names them), pages a browser loads in advance without you opening them, images and files, and the staff office. Nor is any visit from a browser that sends the Global Privacy Control signal, which several browsers and browser extensions can send: switch it on, and your visits are not counted at all.",
              },
              {
                term: "With a message",
                detail:
                  'When you send one of the three message forms, your reads of that day show where you came from; what is kept of them with your message is described under "Information We Collect" above.',
              },
              {
                term: "How long",
                detail: `A counted read is deleted ${readsTime} after it was counted. What stays are totals per day (how many visitors and page reads, per page, per referring site, campaign, edition and kind of device), which name no visitor.`,
              },
            ],
          },
          `The one cookie the site ever sets is for the firm's own staff, in the staff office under /office, and only after they sign in there. It holds a random code that keeps them signed in; it is sent only to pages under /office, never to the public pages, and scripts cannot read it. The session ends after ${sessionIdle} without use and ${sessionMax} after sign-in at the latest, or when the person signs out.`,
          `About the firm's staff, the office stores their work email address and role, when they were added and last signed in, and for each signed-in browser the browser's own description of itself (the "user agent") with when it signed in and was last used. Sign-in links work once, for ${linkValidity}; like the session codes, only a hash of them is kept. An audit log records every sign-in and every action in the office (who, what and when), so that the firm can show how it handled the messages it was sent. It names no visitor: when a member of staff exports the messages a search found, the log keeps the search only as a code made with our secret key.`,
          "The links to our social media profiles are ordinary links. The social networks learn of your visit only if you follow one, and their own privacy policies then apply.",
          "Our server writes technical logs, such as that a contact form message was accepted, with its reference number. Logs record events and their causes, never what you wrote: when saving to our database fails, the log names the cause, not the values being saved. Logs stay on our own servers.",
        ],
      },
      {
        id: "how-we-use-your-information",
        title: "How We Use Your Information",
        blocks: [
          {
            terms: [
              {
                term: "To answer you",
                detail: `The site stores your message in our database, then emails it to the firm's own inbox with your email address as the reply address. A partner reads it and replies, normally within ${formatDuration(replyTime, "en")}.`,
              },
              {
                term: "To follow up",
                detail:
                  "We use your message to prepare a proposal, arrange a meeting or discuss a partnership you proposed. We do not add your address to the newsletter or send you marketing you did not ask for.",
              },
              {
                term: "To send the newsletter",
                detail: `When you sign up, we email you a confirmation link that works for ${formatDuration({ amount: formPolicy.confirmValidDays, unit: "day" }, "en")}. Only after you confirm do you receive the newsletter, once a month. If you do not confirm, you receive no newsletter. Every email carries an unsubscribe link.`,
              },
              {
                term: "To protect the forms",
                detail: `We count form posts per network, under the day's code described above, so that one sender cannot flood us: by default no more than ${formPolicy.rateLimit.max} posts in ${windowTime}. The counter lapses after those ${windowTime} and the site deletes lapsed counters automatically about an hour later.`,
              },
              {
                term: "To know what brings enquiries",
                detail:
                  "We count the pages people read, and store with each message where its writer came from, to learn which pages, websites and campaigns (our own newsletter issues included) lead to enquiries, so that we can improve the site. The counts cannot identify anyone.",
              },
            ],
          },
          "Under data protection law, we handle your message because you asked us to answer it, or to take steps towards an engagement you are considering. We protect the forms because we have a legitimate interest in keeping them usable. We count page reads, and note with a message where its writer came from, because we have a legitimate interest in knowing what brings enquiries; the effect on you is small, because the counts cannot identify you and Global Privacy Control switches them off. We send the newsletter only with your consent, which you withdraw by unsubscribing.",
        ],
      },
      {
        id: "information-sharing",
        title: "Information Sharing",
        blocks: [
          "We do not sell your information, rent it or trade it, and we do not pass it to advertisers or data brokers.",
          {
            list: [
              `Inside the firm, the partners and consultants who handle your enquiry read it. If a colleague in another of our offices is better placed to help, we pass it on to them; our offices are in ${cities}, so your message may be read outside your own country, under the safeguards that data protection law requires.`,
              "Outside the firm, only the providers that host the website and its database and deliver our email handle your information, on our behalf and on our instructions. They may not use it for anything else.",
              "We disclose information when the law obliges us to, for example under a court order, and only as much as it requires.",
              "We do not introduce you to a partner firm, client or candidate without asking you first.",
            ],
          },
        ],
      },
      {
        id: "data-security",
        title: "Data Security",
        blocks: [
          "We keep your information in our own database, not in a marketing or mailing service, and protect it with these measures:",
          {
            list: [
              "The site is served over an encrypted connection (HTTPS), and our forms accept posts only from this website.",
              "A message is saved in our database before the site tells you it was sent, so it is not lost if email fails on the way.",
              "Stored messages can be read only by the people who handle enquiries and run the website; exporting them takes a secret access key.",
              "We store no IP addresses. The forms keep only codes made from them with a secret key that is kept apart from our database and replaced every day; the page-read counts keep a code made with a random secret that is new each day and deleted once the day is over. The codes in our email links we keep only as hashes.",
              "Our server logs record events and reference numbers, never what you wrote.",
            ],
          },
          "No system is perfectly secure. If a breach puts your information at risk, we will tell you and the authorities as the law requires.",
        ],
      },
      {
        id: "how-long-we-keep-it",
        title: "How Long We Keep Information",
        blocks: [
          {
            terms: [
              {
                term: "Messages",
                detail: `As long as we need them to answer and follow up on your enquiry. A message is deleted ${messagesTime} after it arrived or after we last worked on it (a reply noted, its status changed), whichever is later, together with our internal notes on it and the copy of the notification email stored with it. Posts marked as spam follow the same rule.`,
              },
              {
                term: "Newsletter",
                detail: `As long as you stay subscribed. When you unsubscribe, we stop sending at once; your address stays in our records, marked as unsubscribed, so that it is not signed up again by mistake, until you ask us to delete it and no longer than ${unsubscribedTime} after you unsubscribed. An address that is never confirmed is deleted ${unconfirmedTime} after the sign-up.`,
              },
              {
                term: "Emails we send you",
                detail: `Our copy of a newsletter confirmation email is deleted ${mailTime} after we sent it.`,
              },
              {
                term: "Form corrections",
                detail: `Kept for ${draftTime}, then deleted automatically.`,
              },
              {
                term: "Post counters",
                detail: `About an hour after the ${windowTime} count ends, then deleted automatically.`,
              },
              {
                term: "Page reads",
                detail: `Each counted read is deleted ${readsTime} after it was counted. What a message stores about where its writer came from is kept and deleted with the message.`,
              },
              {
                term: "The staff office's audit log",
                detail: `Each line is deleted ${auditTime} after it was written.`,
              },
            ],
          },
          "The website applies these rules itself: every day it deletes what has passed its time. If you become a client, the correspondence about your engagement is kept with its records for as long as the law requires.",
        ],
      },
      {
        id: "your-rights",
        title: "Your Rights",
        blocks: [
          "Whatever country you write from, you have the right to:",
          {
            terms: [
              { term: "Access", detail: "Ask what we hold about you and receive a copy of it." },
              { term: "Correct", detail: "Have anything that is wrong or incomplete put right." },
              {
                term: "Delete",
                detail:
                  "Have your messages and your newsletter record erased. To stop the newsletter alone, use the unsubscribe link in any of our emails.",
              },
              {
                term: "Object",
                detail:
                  "Object to how we use your information, or withdraw your consent, and have us stop unless the law requires otherwise.",
              },
              {
                term: "Transfer",
                detail:
                  "Receive everything we hold about you in a common, machine-readable format (JSON), or have it sent to someone else.",
              },
            ],
          },
          `To use any of these rights, write to ${mailLink} from the address you used on the site, or tell us how to confirm it is you. We answer within one month. After we have sent you your information or erased it, our records keep only that we did and when, under a code made from your address with our secret key, not the address itself: in the audit log for ${auditTime}, and for an erasure also in a record kept apart from our backups, for as long as a backup made before the erasure may exist. Should we ever restore such a backup, the erasure is applied to it again. You may also complain to a data protection authority, such as the one in the country where you live or work.`,
        ],
      },
      {
        id: "changes",
        title: "Changes to This Policy",
        blocks: [
          "When we change what the website collects or how we handle it, we update this page and the date at the top before the change takes effect.",
        ],
      },
      {
        id: "contact",
        title: "Contact Us",
        blocks: ["Questions about this policy, or about your information, go to:", contactBlock],
      },
    ],
  } satisfies DocumentContent,
} satisfies ContentPage;
