import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DataTable } from "@/components/office/data-table";
import { InboxFilters } from "@/components/office/inbox-filters";
import { OfficeFrame } from "@/components/office/office-frame";
import { Link } from "@/components/ui/link";
import { inboxFilterCopy } from "@/content/office";

// The office's navigation asks the router where it is; outside Next.js it is told.
vi.mock("next/navigation", () => ({ usePathname: () => "/office/staff" }));

/** The class of the first element of a tag (with, optionally, an attribute value it must carry). */
function classOf(html: string, tag: string, having = "") {
  return new RegExp(`<${tag}(?=[^>]*${having})[^>]*\\sclass="([^"]*)"`).exec(html)?.[1] ?? "";
}

/** Every id in the markup, to see that none is given twice. */
const ids = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]);

const table = (rows: { key: string; cells: React.ReactNode[]; emphasis?: boolean }[]) =>
  renderToStaticMarkup(
    <DataTable caption="Messages" columns={["Name", "Status", "Owner"]} empty="No messages." rows={rows} />,
  );

describe("DataTable on a phone", () => {
  const html = table([
    {
      key: "1",
      cells: [
        <Link key="name" href="/office/messages/1">
          Anna
        </Link>,
        "New",
        "Nobody yet",
      ],
    },
    {
      key: "2",
      cells: [
        <Link key="name" href="/office/messages/2">
          Ben
        </Link>,
        "Answered",
        "",
      ],
      emphasis: true,
    },
  ]);

  it("keeps one table, its header row out of sight below 640 px but still read", () => {
    expect(html.match(/<table/g)).toHaveLength(1);
    expect(classOf(html, "thead")).toContain("max-sm:sr-only");
    expect(html).toContain('<caption class="sr-only">Messages</caption>');
  });

  it("lays each row out as a card and is never wider than a phone", () => {
    expect(classOf(html, "tr", 'class="border-t')).toMatch(/max-sm:grid.*max-sm:rounded-xl.*max-sm:border/);
    // The width that makes the wide table scroll applies only from 640 px.
    expect(classOf(html, "table")).not.toMatch(/(^|\s)min-w-/);
    expect(classOf(html, "table")).toContain("sm:min-w-[40rem]");
  });

  it("names each cell's column on phones only, except the first, which leads the card in bold", () => {
    const labels = [...html.matchAll(/<span class="([^"]*)">(Name|Status|Owner)<\/span>/g)];
    expect(labels.map((label) => label[2])).toEqual(["Status", "Owner", "Status", "Owner"]);
    for (const label of labels) expect(label[1]?.split(" ")).toContain("sm:hidden");
    expect(classOf(html, "td")).toContain("max-sm:font-semibold");
  });

  it("leaves an empty cell out of a phone's card", () => {
    const cells = [...html.matchAll(/<td class="([^"]*)">/g)].map((match) => match[1]);
    expect(cells.filter((cell) => cell?.includes("max-sm:hidden"))).toHaveLength(1);
  });

  it("sets a row with emphasis apart, bold with an accent bar, and only that row", () => {
    // The body rows (the header row has no class).
    const rows = [...html.matchAll(/<tr class="([^"]*)">/g)].map((match) => match[1]);
    expect(rows[0]).not.toContain("font-semibold");
    expect(rows[1]).toContain("font-semibold");
    expect(rows[1]).toContain("max-sm:border-l-accent-700");
  });

  it("keeps the wide screen's scrolling region, named and focusable", () => {
    expect(html).toMatch(/^<div role="region" aria-label="Messages" tabindex="0"/);
  });

  it("says so when there are no rows", () => {
    expect(table([])).toBe(
      '<p class="rounded-xl border border-line bg-surface px-5 py-8 text-ink-600">No messages.</p>',
    );
  });
});

describe("InboxFilters on a phone", () => {
  const choices = {
    forms: [{ value: "contact", label: "Contact" }],
    statuses: [{ value: "new", label: "New" }],
    owners: [{ value: "none", label: "Nobody yet" }],
    services: [{ value: "tax", label: "Tax" }],
    origins: [{ value: "direct", label: "Direct (typed in or bookmarked)" }],
  };
  const render = (values: Record<string, string>) =>
    renderToStaticMarkup(<InboxFilters values={values} choices={choices} exportHref="/office/export" />);

  it("folds every filter but the search into a closed disclosure when none is set", () => {
    const html = render({});
    expect(html).toMatch(/<details class="[^"]*">/);
    expect(html).toContain(`${inboxFilterCopy.filters}</summary>`);
    expect(html.indexOf('id="filter-q"')).toBeLessThan(html.indexOf("<details"));
    for (const id of ["status", "form", "owner", "service", "from", "to"]) {
      const at = html.indexOf(`id="filter-${id}"`);
      expect(at).toBeGreaterThan(html.indexOf("<details"));
      expect(at).toBeLessThan(html.indexOf("</details>"));
    }
  });

  it("opens the disclosure and counts the filters set in it (the search is not in it)", () => {
    const html = render({ status: "new", owner: "none", q: "anna" });
    expect(html).toMatch(/<details open="" class=/);
    expect(html).toContain("Filters (2)</summary>");
  });

  it("shows the filters from 640 px without a click, and keeps the summary where that is not supported", () => {
    const html = render({});
    expect(classOf(html, "details")).toContain("sm:details-content:[content-visibility:visible]");
    expect(classOf(html, "summary")).toContain("sm:supports-[selector(::details-content)]:hidden");
  });

  it("keeps every label tied to its control, each id once, and only phrasing content in the summary", () => {
    const html = render({});
    const labels = [...html.matchAll(/<label for="([^"]*)"[^>]*>([^<]*)<\/label>/g)];
    expect(labels.map((label) => label[2])).toEqual([
      inboxFilterCopy.search,
      "Status",
      "Form",
      "Owner",
      "Service",
      "Came from",
      "Received from",
      "Received to",
    ]);
    for (const [, id] of labels) expect(html).toContain(`id="${id}"`);
    expect(new Set(ids(html)).size).toBe(ids(html).length);
    const summary = /<summary[^>]*>(.*)<\/summary>/.exec(html)?.[1] ?? "";
    expect(summary).not.toMatch(/<(div|p|ul|h\d|form|label|button|a)[\s>]/);
    for (const word of ["Filter</button>", "Clear filters</a>", "Export as CSV</a>"])
      expect(html).toContain(word);
  });
});

describe("OfficeFrame on a phone", () => {
  const html = renderToStaticMarkup(
    <OfficeFrame person={{ email: "partner@example.com", role: "owner" }}>
      <p>Page</p>
    </OfficeFrame>,
  );

  it("puts the sections in one row that scrolls sideways, with room for the focus ring", () => {
    expect(classOf(html, "nav")).toMatch(/max-sm:order-last.*max-sm:overflow-x-auto/);
    expect(classOf(html, "ul")).toMatch(/max-sm:flex-nowrap.*max-sm:py-1.5/);
    expect(classOf(html, "a", 'href="/office/overview"')).toContain("whitespace-nowrap");
  });

  it("marks the current section and keeps every section a named link", () => {
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/office\/staff"|href="\/office\/staff"[^>]*aria-current="page"/,
    );
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain(">Audit log</a>");
  });

  it("keeps the firm's name for screen readers and the address from 640 px", () => {
    expect(html).toMatch(/<span class="[^"]*max-sm:sr-only">Brightwell<\/span>/);
    expect(html).toMatch(/<span class="[^"]*max-sm:hidden">partner@example.com<\/span>/);
    expect(html).toContain(">Sign out</button>");
  });
});
