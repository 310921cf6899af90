// The layout checks of scripts/screenshot.mjs and of the page sweep (tests/e2e/pages.spec.ts) at 320 and 640 px.
// This module runs inside the page: ./layout-checks.ts compiles it to plain JavaScript and injects it, so it
// imports nothing (types aside) and uses nothing but the DOM. It returns findings: [{ kind, detail }].
//
// The rules, and why:
// - Boxes are what is painted: an element's or a text line's box is cut to the boxes of the ancestors whose
//   overflow clips it (a table inside a scrolling wrapper counts only where the wrapper shows it).
// - Content of an intentional scroller (overflow auto or scroll: snap rows, table wrappers) may run past the
//   scroller's edge: the visitor scrolls to it. Overflow hidden or clip cuts content off, and so does a panel that
//   scrolls down (the menu) for content wider than itself: CSS makes such a panel scroll sideways too (overflow-y
//   auto turns a visible overflow-x into auto), but nobody means it to.
// - Visually hidden elements (sr-only: clip-path inset(50%), or a 1 px absolute box with overflow hidden) and
//   elements with opacity 0 or visibility hidden are not looked at; neither is an element parked wholly left of
//   the page (a honeypot field), which no visitor sees and which cannot make the page scroll.
// - A text line's box is the line box, not the glyphs' content area: with a tight line height (display headings)
//   the content area spills past the line by half the difference, which neither clips nor overlaps anything.
// - A button's label stays inside the button's padding: a label that cannot wrap runs into it, or past the edge.
// - With the mobile menu open only the dialog is checked (the page behind it was checked with the menu shut).

export interface LayoutFinding {
  kind: string;
  detail: string;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Clip {
  element: Element;
  clip: Box;
  hideX: boolean;
  hideY: boolean;
}

interface Context {
  hidden: boolean;
  clips: Clip[];
  box: Box;
}

export function layoutChecks({ menuOpen }: { menuOpen: boolean }): LayoutFinding[] {
  const viewportWidth = window.innerWidth;
  const scope = menuOpen ? document.querySelector('dialog[open], [role="dialog"]') : document.body;
  const findings: LayoutFinding[] = [];
  const add = (kind: string, detail: string) => findings.push({ kind, detail });
  if (!scope) {
    add("error", "the menu dialog is not in the page");
    return findings;
  }

  const EVERYWHERE: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  /** A plain box from a DOMRect, so that boxes can be cut and compared. */
  const asBox = (rect: DOMRect): Box => ({
    left: rect.left,
    right: rect.right,
    top: rect.top,
    bottom: rect.bottom,
  });
  const isEmpty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
  /** How far two boxes overlap: the smaller side of their intersection (negative when apart). */
  const overlap = (a: Box, b: Box) => {
    const common = intersect(a, b);
    return Math.min(common.right - common.left, common.bottom - common.top);
  };
  const overlapSize = (a: Box, b: Box) => {
    const common = intersect(a, b);
    return `${Math.round(common.right - common.left)}x${Math.round(common.bottom - common.top)} px`;
  };
  const px = (value: number) => `${Math.round(value)} px`;

  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const snippet = (element: Element) => {
    const text = (element.getAttribute("aria-label") || element.textContent || "")
      .replace(/\s+/g, " ")
      .trim();
    return text ? ` "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"` : "";
  };
  /** tag#id or tag.class.class, then where it is: the nearest ancestor with an id, or a landmark. */
  const describe = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const classes = (element.getAttribute("class") || "")
      .split(/\s+/)
      .filter((name) => name && !/[:[\]/]/.test(name))
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join("");
    const own = `${tag}${element.id ? `#${element.id}` : classes}${element.hasAttribute("data-art") ? "[data-art]" : ""}`;
    const place = element.parentElement?.closest(
      "[id], [aria-labelledby], header, footer, nav, dialog, [role=dialog]",
    );
    if (!place || place === document.body) return own;
    const where = place.tagName.toLowerCase();
    const labelledBy = place.getAttribute("aria-labelledby");
    return `${own} in ${place.id ? `#${place.id}` : labelledBy ? `${where}(${labelledBy})` : where}`;
  };

  const isVisuallyHidden = (element: Element, style: CSSStyleDeclaration) =>
    style.clipPath === "inset(50%)" ||
    (style.clip !== "auto" && style.clip !== "") ||
    (style.position === "absolute" &&
      style.overflow === "hidden" &&
      (element as HTMLElement).offsetWidth <= 1 &&
      (element as HTMLElement).offsetHeight <= 1);
  const hides = (value: string) => value === "hidden" || value === "clip";

  /**
   * What holds for the content of an element: visually hidden or not, and the ancestors (and the
   * element itself) whose overflow clips it, each with its padding box on the axes it clips.
   */
  const contexts = new Map<Element, Context>();
  const contentOf = (element: Element | null): Context => {
    if (!element) return { hidden: false, clips: [], box: EVERYWHERE };
    const known = contexts.get(element);
    if (known) return known;
    const outer = boxOf(element);
    const style = styleOf(element);
    const hidden = outer.hidden || isVisuallyHidden(element, style);
    let { clips, box } = outer;
    // The root and body hand their overflow to the viewport, which the viewport checks cover.
    const root = element === document.documentElement || element === document.body;
    if (!root && (style.overflowX !== "visible" || style.overflowY !== "visible")) {
      const rect = element.getBoundingClientRect();
      const left = rect.left + element.clientLeft;
      const top = rect.top + element.clientTop;
      const clipX = style.overflowX !== "visible";
      const clipY = style.overflowY !== "visible";
      const clip = {
        left: clipX ? left : -Infinity,
        right: clipX ? left + element.clientWidth : Infinity,
        top: clipY ? top : -Infinity,
        bottom: clipY ? top + element.clientHeight : Infinity,
      };
      // A panel that scrolls down (the menu) scrolls sideways only by accident: there, too wide is cut off.
      const scrollsDown = clipY && element.scrollHeight > element.clientHeight + 1;
      const hideX = hides(style.overflowX) || scrollsDown;
      clips = [...clips, { element, clip, hideX, hideY: hides(style.overflowY) }];
      box = intersect(box, clip);
    }
    const context = { hidden, clips, box };
    contexts.set(element, context);
    return context;
  };
  /** The same for the element's own box: its parent's content, except that a fixed element escapes its ancestors. */
  const boxOf = (element: Element): Context => {
    const outer = contentOf(element.parentElement);
    return styleOf(element).position === "fixed" ? { ...outer, clips: [], box: EVERYWHERE } : outer;
  };
  // checkVisibility also sees what CSS skips rendering, such as the body of a closed <details>, which still has
  // boxes to measure.
  const isShown = (element: Element) =>
    !contentOf(element).hidden &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** The innermost ancestor whose hidden overflow cuts the box, and by how much. */
  const cutBy = (box: Box, clips: readonly Clip[]) => {
    for (const { element, clip, hideX, hideY } of [...clips].reverse()) {
      const cut = Math.max(
        hideX ? Math.max(clip.left - box.left, box.right - clip.right) : 0,
        hideY ? Math.max(clip.top - box.top, box.bottom - clip.bottom) : 0,
      );
      if (cut > 1) return { element, cut };
    }
    return null;
  };

  // Text: every line of every text node, as its line box, with the element that holds it.
  const lines: { owner: Element; box: Box; shown: Box }[] = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const owner = node.parentElement;
    if (!owner || !node.data.trim() || !isShown(owner)) continue;
    const style = styleOf(owner);
    const lineHeight = parseFloat(style.lineHeight);
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const spill = Number.isFinite(lineHeight) ? Math.max(0, (rect.height - lineHeight) / 2) : 0;
      const box = { ...asBox(rect), top: rect.top + spill, bottom: rect.bottom - spill };
      if (box.right - box.left >= 1) lines.push({ owner, box, shown: intersect(box, contentOf(owner).box) });
    }
  }

  // Art: [data-art] roots, and (until every drawing carries it) decorative SVGs wider than 120 px.
  const art = [...scope.querySelectorAll("[data-art], svg[aria-hidden='true']")]
    .filter((element) => element.hasAttribute("data-art") || !element.parentElement?.closest("[data-art]"))
    .filter((element) => element.hasAttribute("data-art") || element.getBoundingClientRect().width > 120)
    .filter(isShown)
    .map((element) => {
      const box = asBox(element.getBoundingClientRect());
      return { element, box, shown: intersect(box, boxOf(element).box) };
    })
    .filter(({ shown }) => !isEmpty(shown));

  const controls = [
    ...scope.querySelectorAll(
      "a[href], button, [role='button'], input:not([type='hidden']), select, textarea",
    ),
  ].filter(isShown);

  // A label that spills: a button (or a link drawn as one, with padding of its own) whose label, icon included,
  // reaches into its padding or past its edges, as a label too long for a narrow screen does when it cannot wrap.
  for (const element of controls) {
    const style = styleOf(element);
    const padding = { left: parseFloat(style.paddingLeft), right: parseFloat(style.paddingRight) };
    if (!["button", "a"].includes(element.tagName.toLowerCase()) || Math.min(padding.left, padding.right) < 8)
      continue;
    // The label's drawn boxes: its text lines and icons, not a visually hidden part (an sr-only name).
    const hidden = (node: Node) => {
      for (let at = node.parentElement; at && at !== element; at = at.parentElement)
        if (isVisuallyHidden(at, styleOf(at))) return true;
      return false;
    };
    const drawn: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element ? !["svg", "img"].includes(node.localName) : !node.textContent?.trim())
        continue;
      if (hidden(node)) continue;
      if (node instanceof Element) drawn.push(node.getBoundingClientRect());
      else {
        const range = document.createRange();
        range.selectNodeContents(node);
        drawn.push(...range.getClientRects());
      }
    }
    if (drawn.length === 0) continue;
    const rect = element.getBoundingClientRect();
    const spill = Math.max(
      rect.left + padding.left - Math.min(...drawn.map((box) => box.left)),
      Math.max(...drawn.map((box) => box.right)) - (rect.right - padding.right),
    );
    if (spill > 1)
      add(
        "label-spills",
        `${describe(element)}${snippet(element)}: its label runs ${px(spill)} into its padding`,
      );
  }

  // Horizontal scroll, with the elements that reach furthest right (the innermost of those that end together).
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth) {
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => !element.closest("svg") || element.tagName.toLowerCase() === "svg")
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { element, right: Math.min(rect.right, boxOf(element).box.right) };
      })
      .filter(({ right }) => right > viewportWidth + 1);
    const causes = wide
      .filter(
        ({ element, right }) =>
          !wide.some(
            (other) =>
              other.element !== element && element.contains(other.element) && other.right >= right - 1,
          ),
      )
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => `${describe(element)}${snippet(element)} to ${px(right)}`);
    add(
      "scroll",
      `page is ${px(scrollWidth - viewportWidth)} wider than the viewport; widest: ${causes.join("; ") || "?"}`,
    );
  }

  // Cut off: boxes past the viewport's sides (the outermost such element only), and text, art and controls cut
  // by an ancestor's hidden overflow.
  const sticking = new Set<Element | null>();
  for (const element of scope.querySelectorAll("*")) {
    if (element.closest("svg") && element.tagName.toLowerCase() !== "svg") continue;
    if (!isShown(element)) continue;
    const shown = intersect(asBox(element.getBoundingClientRect()), boxOf(element).box);
    if (isEmpty(shown) || shown.right <= 0) continue;
    const past = Math.max(-shown.left, shown.right - viewportWidth);
    if (past <= 1) continue;
    sticking.add(element);
    if (!sticking.has(element.parentElement)) {
      add("cut-off", `${describe(element)}${snippet(element)} sticks out of the viewport by ${px(past)}`);
    }
  }
  const reported = new Set<Element>();
  const cutOff = (element: Element, box: Box, what: string) => {
    const cut = cutBy(box, boxOf(element).clips);
    if (!cut || reported.has(element)) return;
    reported.add(element);
    add(
      "cut-off",
      `${what} ${describe(element)}${snippet(element)} cut by ${px(cut.cut)} at the edge of ${describe(cut.element)}`,
    );
  };
  for (const { element, box } of art) cutOff(element, box, "art");
  for (const element of controls) {
    for (const rect of element.getClientRects()) {
      cutOff(element, asBox(rect), "control");
    }
  }
  const textCut = new Set<Element>();
  for (const { owner, box, shown } of lines) {
    if (textCut.has(owner)) continue;
    const cut = cutBy(box, contentOf(owner).clips);
    const past = isEmpty(shown) ? 0 : Math.max(-shown.left, shown.right - viewportWidth);
    if (cut) {
      const ellipsis = styleOf(cut.element).textOverflow === "ellipsis" ? " (ends in an ellipsis)" : "";
      add(
        "cut-off",
        `text of ${describe(owner)}${snippet(owner)} cut by ${px(cut.cut)} at the edge of ${describe(cut.element)}${ellipsis}`,
      );
    } else if (past > 1 && shown.right > 0 && ![...sticking].some((element) => element?.contains(owner))) {
      add("cut-off", `text of ${describe(owner)}${snippet(owner)} runs ${px(past)} past the viewport`);
    } else continue;
    textCut.add(owner);
  }

  /** The worst overlap of more than `minimum` px per pair of things, each pair reported once. */
  const worst = new Map<
    string,
    { kind: string; first: string; second: string; amount: number; size: string }
  >();
  const noteOverlap = (kind: string, minimum: number, first: string, second: string, a: Box, b: Box) => {
    const amount = overlap(a, b);
    if (amount <= minimum) return false;
    const key = `${kind}\u0000${first}\u0000${second}`;
    if ((worst.get(key)?.amount ?? -Infinity) < amount)
      worst.set(key, { kind, first, second, amount, size: overlapSize(a, b) });
    return true;
  };
  const name = new Map<Element, string>();
  const nameOf = (element: Element) => {
    let known = name.get(element);
    if (known === undefined) name.set(element, (known = `${describe(element)}${snippet(element)}`));
    return known;
  };

  // Text over art: a control's box or a line of text on the visible part of a drawing, by more than 4 px. Text
  // inside a control that is already reported is not reported again.
  for (const piece of art) {
    const overControls = controls.filter((element) => {
      if (element.contains(piece.element) || piece.element.contains(element)) return false;
      const clip = boxOf(element).box;
      return [...element.getClientRects()]
        .map((rect) =>
          noteOverlap(
            "text-over-art",
            4,
            nameOf(element),
            nameOf(piece.element),
            intersect(asBox(rect), clip),
            piece.shown,
          ),
        )
        .includes(true);
    });
    for (const { owner, shown } of lines) {
      if (piece.element.contains(owner) || overControls.some((element) => element.contains(owner))) continue;
      noteOverlap("text-over-art", 4, `text of ${nameOf(owner)}`, nameOf(piece.element), shown, piece.shown);
    }
  }

  // Text over text: lines of two elements, neither inside the other, overlapping by more than 2 px.
  const sorted = lines.filter(({ shown }) => !isEmpty(shown)).sort((a, b) => a.shown.top - b.shown.top);
  for (let i = 0; i < sorted.length; i += 1) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.shown.top < a.shown.bottom - 2; j += 1) {
      const b = sorted[j]!;
      if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
      const [first, second] =
        a.owner.compareDocumentPosition(b.owner) & Node.DOCUMENT_POSITION_FOLLOWING ? [a, b] : [b, a];
      noteOverlap("text-over-text", 2, nameOf(first.owner), nameOf(second.owner), first.shown, second.shown);
    }
  }
  for (const { kind, first, second, size } of worst.values()) {
    add(
      kind,
      kind === "text-over-art"
        ? `${first} over ${second}: ${size}`
        : `${first} and ${second} overlap: ${size}`,
    );
  }
  return findings;
}
