import { readdirSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar } from "@/components/ui/avatar";
import { EmailAddress } from "@/components/ui/email-address";
import { LocalTime } from "@/components/ui/local-time";
import { SuccessStories } from "@/components/sections/success-stories";
import { page as salesTeam } from "@/content/connect/sales-team";
import { page as personalDevelopment } from "@/content/specialties/personal-development";
import { authors } from "@/content/insights/taxonomy";
import { offices } from "@/content/site";
import { offices as dutchOffices } from "@/content/nl/site";
import { portraitFiles, portraitPath, portraitSvg } from "@/lib/portraits";
import { founder, partners } from "@/content/about/firm";
import {
  clockTime,
  localTime,
  offsetTable,
  tableOffset,
  utcOffsets,
  utcOffsetMinutes,
} from "@/lib/time-zones";
import type { StorySection, SuccessStory } from "@/types/sections";

describe("portraits", () => {
  const shownTogether: [string, readonly string[]][] = [
    ["the founder and the partners", [founder.name, ...partners.map((partner) => partner.name)]],
    ["the sales team", salesTeam.team.members.map((member) => member.name)],
    ["the testimonials", personalDevelopment.testimonials.items.map((item) => item.name)],
    ["the article authors", authors.map((author) => author.name)],
  ];

  it.each(shownTogether)("are drawn for everyone the site shows, each face its own: %s", (_, names) => {
    const drawings = names.map((name) => portraitSvg(name));
    expect(new Set(drawings).size).toBe(names.length);
    for (const name of names) expect(portraitFiles().get(portraitPath(name).split("/").at(-1)!)).toBe(name);
  });

  it("are the same drawing at every build, in the brand's ink and paper, never pure black", () => {
    const drawing = portraitSvg("Priya Raman");
    expect(portraitSvg("Priya Raman")).toBe(drawing);
    expect(drawing).toMatch(/^<svg [^>]*viewBox="0 0 1744 1744"/);
    expect(drawing).toContain('fill="#0f1e36"');
    expect(drawing).not.toMatch(/fill="#(000|fff)"/);
  });

  it("refuse a name without a look, so a new person cannot go out without a face", () => {
    expect(() => portraitPath("Someone New")).toThrow(/src\/content\/people\.ts/);
    expect(() => renderToStaticMarkup(<Avatar name="Someone New" />)).toThrow();
  });

  it("are decorative images of the person's file, sized before they load", () => {
    const html = renderToStaticMarkup(
      <>
        <Avatar name="James Okafor" size="lg" />
        <Avatar name="Marieke van Dijk" size="xl" />
      </>,
    );
    expect(
      html.match(/<img src="\/art\/people\/[a-z-]+\.svg" alt="" width="176" height="176"/g),
    ).toHaveLength(2);
    expect(html).toContain('src="/art/people/james-okafor.svg"');
    expect(html).toContain('src="/art/people/marieke-van-dijk.svg"');
  });
});

describe("email addresses", () => {
  it("may break only after the @ of each office's address, and read as the address itself", () => {
    for (const { email } of offices) {
      const html = renderToStaticMarkup(<EmailAddress email={email} />);
      const [local, domain] = email.split("@");
      expect(html).toBe(`<span class="wrap-anywhere">${local}@<wbr/>${domain}</span>`);
      expect(html.replace(/<[^>]+>/g, "")).toBe(email);
    }
    expect(renderToStaticMarkup(<EmailAddress email="no-at-sign" />)).toBe(
      '<span class="wrap-anywhere">no-at-sign</span>',
    );
  });
});

describe("office time zones", () => {
  it("give the zone's offsets for the whole year, summer time second", () => {
    expect(utcOffsets("Asia/Dubai", 2025)).toBe("UTC+4");
    expect(utcOffsets("America/New_York", 2025)).toBe("UTC−5/−4");
    expect(utcOffsets("Europe/London", 2025)).toBe("UTC+0/+1");
    expect(utcOffsets("Asia/Kolkata", 2025)).toBe("UTC+5:30");
    // In the south the clocks go forward in January: standard time still comes first.
    expect(utcOffsets("Australia/Sydney", 2025)).toBe("UTC+10/+11");
  });

  it("tell the time of day in the office's zone, to read and for <time datetime>", () => {
    const at = new Date("2025-03-01T13:05:00Z");
    expect(localTime("Asia/Singapore", at)).toEqual({ label: "9:05 PM", dateTime: "21:05" });
    expect(localTime("America/New_York", at)).toEqual({ label: "8:05 AM", dateTime: "08:05" });
    expect(localTime("Asia/Dubai", new Date("2025-03-01T20:30:00Z")).dateTime).toBe("00:30");
  });

  it.each(offices.map((office) => [office.city, office] as const))(
    "%s has a zone that fits where the office is",
    (_, office) => {
      // The sun's time at the office's longitude is within three hours of its clocks, in winter and in summer.
      for (const month of [0, 6]) {
        const offsetHours = utcOffsetMinutes(office.timeZone, new Date(Date.UTC(2025, month, 1))) / 60;
        expect(Math.abs(offsetHours - office.location.longitude / 15)).toBeLessThan(3);
      }
      // Its zone has a name in each edition, in words: not an offset, not the English name on the Dutch card.
      const dutch = dutchOffices.find((candidate) => candidate.id === office.id)!;
      for (const name of [office.zoneName, dutch.zoneName]) expect(name).not.toMatch(/GMT|UTC|\//);
      expect(dutch.zoneName).not.toBe(office.zoneName);
    },
  );

  it("write the time of day at an offset as Intl writes it, without Intl", () => {
    const intl = (timeZone: string, at: Date) => ({
      label: new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(at),
      dateTime: new Intl.DateTimeFormat("en-US", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(at),
    });
    // Every 7 minutes of two days covers each hour (midnight and noon too) and many minutes of each.
    for (const timeZone of ["Asia/Kolkata", "America/St_Johns", "Asia/Kathmandu", "Pacific/Kiritimati"]) {
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2026, 0, 3); time += 7 * 60_000 + 13_000) {
        const at = new Date(time);
        expect(clockTime(utcOffsetMinutes(timeZone, at), at), `${timeZone} ${at.toISOString()}`).toEqual(
          intl(timeZone, at),
        );
      }
    }
  });

  it("tabulate a zone's offsets for two years, each change to the minute", () => {
    const table = offsetTable("America/New_York", new Date("2026-01-15T10:20:30Z"));
    expect(table.changes.slice(0, 3)).toEqual([
      [Date.parse("2026-01-14T10:20:00Z"), -300],
      [Date.parse("2026-03-08T07:00:00Z"), -240],
      [Date.parse("2026-11-01T06:00:00Z"), -300],
    ]);
    expect(table.changes).toHaveLength(5);
    expect(table.until - table.changes[0]![0]).toBe(731 * 86_400_000);
    expect(offsetTable("Asia/Dubai").changes).toHaveLength(1);
  });

  it.each(["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Asia/Dubai"])(
    "give %s's offset as Intl does, hour by hour and at each change, and nothing outside the table",
    (timeZone) => {
      const table = offsetTable(timeZone, new Date("2026-11-24T12:00:00Z"));
      const start = table.changes[0]![0];
      const moments = [...table.changes.flatMap(([at]) => [at - 60_000, at]), table.until];
      for (let time = start; time <= table.until; time += 3_600_000) moments.push(time);
      for (const time of moments.filter((moment) => moment >= start)) {
        const at = new Date(time);
        expect(tableOffset(table, at), at.toISOString()).toBe(utcOffsetMinutes(timeZone, at));
      }
      expect(tableOffset(table, new Date(start - 1))).toBeUndefined();
      expect(tableOffset(table, new Date(table.until + 1))).toBeUndefined();
    },
  );

  it("tell the time from a table where it reaches, and from Intl past its end", () => {
    const at = new Date("2026-11-24T13:05:00Z");
    // A table that says UTC+1 for Singapore (UTC+8): the table wins inside its span, Intl after it.
    const table = { changes: [[at.getTime() - 60_000, 60]] as const, until: at.getTime() };
    expect(localTime("Asia/Singapore", at, table).dateTime).toBe("14:05");
    expect(localTime("Asia/Singapore", new Date(at.getTime() + 60_000), table).dateTime).toBe("21:06");
    expect(localTime("Asia/Singapore", at).dateTime).toBe("21:05");
  });

  it("leaves the time out of the prerendered HTML, which cannot know it", () => {
    const html = renderToStaticMarkup(
      <LocalTime locale="en" label="local time" timeZone="Asia/Dubai" offsets={offsetTable("Asia/Dubai")} />,
    );
    expect(html).toMatch(/^<span class="[^"]*js-only[^"]*"><\/span>$/);
  });
});

/** Every story section of every content module, found by its shape, so a new page's stories are checked too. */
async function storySections(): Promise<{ where: string; section: StorySection }[]> {
  const root = path.resolve(__dirname, "../../src/content");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".ts"),
  );
  const found: { where: string; section: StorySection }[] = [];
  const visit = (value: unknown, where: string, seen: Set<unknown>) => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray((value as StorySection).stories)) found.push({ where, section: value as StorySection });
    for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`, seen);
  };
  for (const file of files) {
    const exports = (await import(path.join(root, file))) as Record<string, unknown>;
    visit(exports, file, new Set());
  }
  return found;
}

describe("key results", () => {
  it("copy a figure word for word from the story's results, for all stories of a section or none", async () => {
    const sections = await storySections();
    expect(sections.length).toBeGreaterThanOrEqual(8);
    const withKeyResults = sections.filter(({ section }) => section.stories.some((story) => story.keyResult));
    expect(withKeyResults.map(({ where }) => where)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^about\/success-stories/)]),
    );
    for (const { where, section } of withKeyResults) {
      for (const story of section.stories) {
        expect(story.keyResult, `${where}: "${story.title}" has no key result`).toBeDefined();
        const { value, label } = story.keyResult!;
        expect(value, where).toMatch(/\d/);
        expect(label.trim(), where).not.toBe("");
        expect(
          story.results.some((result) => result.includes(value)),
          `${where}: "${value}" is not in the results of "${story.title}"`,
        ).toBe(true);
      }
    }
  });

  it("set the figure large at the top of its card, before the title", () => {
    const story: SuccessStory = {
      title: "A market entry stopped in time",
      client: "Producer, Rotterdam",
      industry: "Consumer goods",
      challenge: "Three markets at once.",
      solution: "A study first.",
      results: ["Entry budget cut by 55%"],
      keyResult: { value: "55%", label: "cut from the entry budget" },
    };
    const html = renderToStaticMarkup(<SuccessStories locale="en" stories={[story]} />);
    expect(html.indexOf(">55%<")).toBeGreaterThan(-1);
    expect(html.indexOf(">55%<")).toBeLessThan(html.indexOf("<h3"));
    const plain = renderToStaticMarkup(
      <SuccessStories locale="en" stories={[{ ...story, keyResult: undefined }]} />,
    );
    expect(plain).not.toContain(">55%<");
  });
});
