import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shownVisitorText, VisitorText } from "@/components/office/visitor-text";
import { INVISIBLE, invisibleCharacters } from "@/lib/invisible";

/** Every character of the shared definition, once: ranges written out, astral ones as one character each. */
const everyInvisible = invisibleCharacters.flatMap(({ from, to }) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
);

describe("VisitorText", () => {
  it('shows "Eve\\u202Etxt.exe" with the override as a named marker, never raw, and isolated', () => {
    const html = renderToStaticMarkup(<VisitorText value={"Eve\u202Etxt.exe"} />);
    expect(html).not.toContain("\u202E");
    expect(html).toMatch(/^<bdi>Eve<span [^>]*>&lt;U\+202E&gt;<\/span>txt\.exe<\/bdi>$/);
    expect(html).toMatch(/<span [^>]*aria-label="[^"]*right-to-left override[^"]*"/);
    expect(html).toMatch(/<span [^>]*title="[^"]*right-to-left override[^"]*"/);
    expect(html).toMatch(/<span [^>]*role="img"/);
  });

  it("leaves ordinary text, right-to-left letters among it, as it is, inside its isolation", () => {
    expect(renderToStaticMarkup(<VisitorText value="Ada & שלום" />)).toBe("<bdi>Ada &amp; שלום</bdi>");
  });

  it("shows every character of the shared definition as a marker with a name, and none raw", () => {
    const html = renderToStaticMarkup(<VisitorText value={everyInvisible.join("x")} />);
    expect(html.match(INVISIBLE)).toBeNull();
    expect(html.match(/&lt;U\+[0-9A-F]{4,5}&gt;/g)).toHaveLength(everyInvisible.length);
    expect(html).not.toMatch(/aria-label="(undefined)?"/);
  });

  it("writes one marker for a character outside the basic plane (a tag), not two halves", () => {
    expect(shownVisitorText("hi\u{E0041}")).toBe("hi<U+E0041>");
  });
});
