import { describe, expect, it } from "vitest";
import { preferredEdition } from "@/components/layout/language-hint";

describe("the edition a browser prefers, from its list of languages", () => {
  it("is the first of English and Dutch in the list, whatever the region", () => {
    expect(preferredEdition(["nl-NL"])).toBe("nl");
    expect(preferredEdition(["nl-BE", "en-GB"])).toBe("nl");
    expect(preferredEdition(["de-DE", "NL", "en"])).toBe("nl");
    expect(preferredEdition(["en-US", "nl"])).toBe("en");
    expect(preferredEdition(["fr-FR", "en", "nl"])).toBe("en");
  });

  it("is none when the list has neither (a language that only begins with the same letters is another one)", () => {
    expect(preferredEdition([])).toBeUndefined();
    expect(preferredEdition(["de-DE", "fr"])).toBeUndefined();
    expect(preferredEdition(["nn-NO", "nds"])).toBeUndefined();
  });
});
