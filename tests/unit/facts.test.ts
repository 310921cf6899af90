import { describe, expect, it } from "vitest";
import { contradictions, factsOf, planFees, type PageText, type Subjects } from "../support/facts";

const subjects: Subjects = {
  offices: [
    { id: "amsterdam", names: ["Amsterdam"] },
    { id: "london", names: ["London"] },
    { id: "uae", names: ["UAE", "Dubai"] },
  ],
  headquarters: "amsterdam",
};

const check = (...pages: PageText[]) => contradictions(pages.flatMap((page) => factsOf(page, subjects)));

describe("facts read from a page's text", () => {
  it("reads a week of hours in either way of writing them, and files it under the office named before it", () => {
    const card = "Amsterdam Netherlands Phone: +31 20 794 5100 Opening hours: Mon-Fri 9AM-6PM, Sat 10AM-2PM";
    const desk =
      "Central desk Business hours ( CET ) Monday - Friday 9:00 - 18:00 Saturday 10:00 - 14:00 Sunday Closed";
    const prose = "Send us a message, or call us Monday to Friday 9:00-18:00 and Saturday 10:00-14:00 CET.";
    const hours = [card, desk, prose].flatMap((text) =>
      factsOf({ path: "/x", text }, subjects).filter((fact) => fact.kind === "office hours"),
    );
    expect(hours.map(({ subject, value }) => ({ subject, value }))).toEqual(
      Array(3).fill({ subject: "amsterdam", value: "Mon-Fri 09:00-18:00, Sat 10:00-14:00, Sun closed" }),
    );
    expect(
      check({ path: "/a", text: card }, { path: "/b", text: desk }, { path: "/c", text: prose }),
    ).toEqual([]);
  });

  it("wraps a week past Sunday", () => {
    const [fact] = factsOf({ path: "/x", text: "UAE Dubai Opening hours: Sun-Thu 9AM-6PM GST" }, subjects);
    expect(fact).toMatchObject({
      subject: "uae",
      value: "Mon-Thu 09:00-18:00, Fri-Sat closed, Sun 09:00-18:00",
    });
  });

  it("leaves hours alone when no office or desk is named close before them", () => {
    expect(factsOf({ path: "/x", text: "Support on Monday 9-17 for every plan." }, subjects)).toEqual([]);
  });
});

describe("contradictions between pages", () => {
  it("catches an office card and the central desk that give the same office different hours", () => {
    const found = check(
      { path: "/contact", text: "Amsterdam Zuidas Opening hours: Mon-Fri 9AM-5PM" },
      { path: "/contact/office-locations", text: "Business hours ( CET ) Monday - Friday 9:00 - 18:00" },
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^The office hours of amsterdam differs: "Mon-Fri 09:00-17:00, .*" on \/contact/,
    );
    expect(found[0]).toContain('"Mon-Fri 09:00-18:00, Sat-Sun closed" on /contact/office-locations');
  });

  it("catches two phone numbers for one office, and keeps apart a person's own line and the emergency line", () => {
    const agree = check(
      { path: "/a", text: "20 Finsbury Circus London EC2M 7EA Phone: +44 20 7946 0321" },
      {
        path: "/b",
        text: "Location London Email James Okafor : james@x Call James Okafor : +44 20 7946 0335",
      },
      { path: "/c", text: "Reach the partner on duty, day and night, at +31 20 794 5199" },
      { path: "/d", text: "Email hello@x Phone +31 20 794 5100" },
    );
    expect(agree).toEqual([]);
    const found = check(
      { path: "/a", text: "London EC2M 7EA Phone: +44 20 7946 0321" },
      { path: "/b", text: "Call our London desk on +44 20 7946 0322" },
    );
    expect(found).toEqual([
      expect.stringMatching(/^The phone number of london differs: "\+44 20 7946 0321" on \/a/),
    ]);
  });

  it("catches a different count of offices and a list of cities that leaves one out", () => {
    const found = check(
      {
        path: "/about",
        text: "We work from 5 offices on three continents, with offices in Amsterdam, London and Dubai.",
      },
      { path: "/stories", text: "Four cases from three offices. Our offices are in Amsterdam and London." },
    );
    expect(found).toEqual([
      expect.stringMatching(/^The office count of the firm differs: "5" on \/about .*; "3" on \/stories/),
      expect.stringMatching(/^The office cities of the firm differs: "amsterdam, london, uae" on \/about/),
    ]);
    // A list with a place that is not an office is not a list of the offices.
    expect(
      check({ path: "/x", text: "Offices in Europe, Asia and the Gulf. Offices in Amsterdam and London." }),
    ).toEqual([]);
  });

  it("catches two founding years and two reply times", () => {
    const found = check(
      {
        path: "/about",
        text: "She founded the firm in Amsterdam in 2015. A partner replies within 24 hours.",
      },
      {
        path: "/history",
        text: "The firm opened in Amsterdam in 2016. We reply, normally within two working days.",
      },
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^The founding year of the firm differs: "2015" on \/about .*; "2016" on \/history/,
      ),
      expect.stringMatching(
        /^The reply time of a message differs: "24 hours" on \/about .*; "2 working days" on \/history/,
      ),
    ]);
  });

  it("finds nothing where the pages agree", () => {
    // The hero's facts read "founded in Amsterdam 2015 offices 5": a year is not a count of offices.
    const text =
      "Founded in Amsterdam 2015 offices 5 team members. Our five offices. We reply within 24 hours. London Phone: +44 20 7946 0321";
    expect(check({ path: "/a", text }, { path: "/b", text })).toEqual([]);
  });
});

describe("the Dutch pages, read against the English", () => {
  const dutch: Subjects = {
    offices: [
      { id: "amsterdam", names: ["Amsterdam"] },
      { id: "london", names: ["Londen"] },
      { id: "uae", names: ["Dubai", "VAE"] },
    ],
    headquarters: "amsterdam",
  };
  const both = (english: PageText, translated: PageText) =>
    contradictions([...factsOf(english, subjects), ...factsOf(translated, dutch)]);

  it("reads Dutch hours, counts, cities, founding years and reply times as the English ones", () => {
    const english: PageText = {
      path: "/about",
      text: "Amsterdam Opening hours: Mon-Fri 9AM-6PM, Sat 10AM-2PM. Our five offices. Offices in Amsterdam, London and Dubai. She founded the firm in 2015. A partner replies within 24 hours.",
    };
    const translated: PageText = {
      path: "/nl/over-ons",
      text: "Amsterdam Openingstijden: ma-vr 9.00-18.00, za 10.00-14.00. Onze vijf kantoren. Kantoren in Amsterdam, Londen en Dubai. Ze richtte het bureau in 2015 op, die Brightwell in 2015 oprichtte. Een partner antwoordt binnen 24 uur.",
    };
    const read = factsOf(translated, dutch);
    expect(new Set(read.map((fact) => fact.kind))).toEqual(
      new Set(["office hours", "office count", "office cities", "founding year", "reply time"]),
    );
    expect(both(english, translated)).toEqual([]);
  });

  it("catches a Dutch page that states another week, count or reply time than the English", () => {
    const found = both(
      {
        path: "/contact",
        text: "Dubai Opening hours: Sun-Thu 9AM-6PM GST. Our five offices. We reply within 24 hours.",
      },
      {
        path: "/nl/contact",
        text: "Dubai Openingstijden: zondag tot en met donderdag 9.00-17.00 GST. Onze vier kantoren. We antwoorden binnen 2 werkdagen.",
      },
    );
    expect(found).toEqual([
      expect.stringMatching(/^The office hours of uae differs: .* on \/contact .* on \/nl\/contact/),
      expect.stringMatching(
        /^The office count of the firm differs: "5" on \/contact .*; "4" on \/nl\/contact/,
      ),
      expect.stringMatching(
        /^The reply time of a message differs: "24 hours" .*; "2 working days" on \/nl\/contact/,
      ),
    ]);
  });
});

describe("fees", () => {
  const card = (name: string, price: string) =>
    `<li><article class="card"><div><h3 class="x">${name}</h3></div><p><span>${price}</span><span>per week</span></p><ul><li>Daily sessions</li></ul></article></li>`;

  it("reads each plan card's fee in either edition's way of writing money", () => {
    const english = planFees(
      "/pricing",
      "/pricing",
      "en",
      card("Intensive", "$5,000") + card("Monthly", "€15,000"),
    );
    const translated = planFees(
      "/nl/tarieven",
      "/pricing",
      "nl",
      card("Intensief", "$ 5.000") + card("Maandelijks", "€ 15.000"),
    );
    expect(english.map((fact) => [fact.subject, fact.value])).toEqual([
      ["plan 1 on /pricing", "$5000"],
      ['en "Intensive"', "$5000"],
      ["plan 2 on /pricing", "€15000"],
      ['en "Monthly"', "€15000"],
    ]);
    expect(contradictions([...english, ...translated])).toEqual([]);
  });

  it("reads a price list's rows as plans, and leaves a rate table's rows alone", () => {
    const row = (name: string, price: string) =>
      `<tr class="x"><th scope="row" class="y"><span class="flex"><span class="name">${name}</span></span><span>For small teams.</span></th><td><p><span>${price}</span><span>per month</span></p></td><td>Up to 100 tickets</td></tr>`;
    const rate = `<tr class="even"><th scope="row" class="y">Retreat planning</th><td><span>Hourly</span><span>$400</span></td></tr>`;
    const facts = planFees("/care", "/care", "en", row("Basic", "€299") + rate + card("Monthly", "$5,000"));
    expect(facts.map((fact) => [fact.subject, fact.value])).toEqual([
      ["plan 1 on /care", "€299"],
      ['en "Basic"', "€299"],
      ["plan 2 on /care", "$5000"],
      ['en "Monthly"', "$5000"],
    ]);
  });

  it("catches one offer priced two ways on two pages, and a Dutch card that differs from its English twin", () => {
    const home = planFees("/", "/", "en", card("Monthly Coaching", "€12,000"));
    const pricing = planFees("/pricing", "/pricing", "en", card("Monthly Coaching", "€15,000"));
    expect(contradictions([...home, ...pricing])).toEqual([
      expect.stringMatching(
        /^The fee of en "Monthly Coaching" differs: "€12000" on \/ .*; "€15000" on \/pricing/,
      ),
    ]);
    const dutch = planFees("/nl/tarieven", "/pricing", "nl", card("Maandelijkse coaching", "€ 51.000"));
    expect(contradictions([...pricing, ...dutch])).toEqual([
      expect.stringMatching(
        /^The fee of plan 1 on \/pricing differs: "€15000" on \/pricing .*; "€51000" on \/nl\/tarieven/,
      ),
    ]);
  });
});
