/**
 * The only way the sidebar makes elements: text goes in as text nodes and attributes through
 * setAttribute, so a player called `<img src=x onerror=…>` can never become markup. There is no
 * innerHTML anywhere in src/pages. `svg()` does the same for the player card's chart.
 */
export type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;
export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  children: readonly Child[] = [],
): HTMLElementTagNameMap[K] {
  return fill(document.createElement(tag), attrs, children);
}

/** Attributes through setAttribute, children as nodes: a string only ever becomes a text node. */
function fill<E extends Element>(element: E, attrs: Attrs, children: readonly Child[]): E {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return element;
}

/** The SVG namespace: the name SVG elements are made in, not an address the page requests. */
const SVG_NS = "http://www.w3.org/2000/svg";

/** h() for inline SVG (the player card's chart): the same rules, text only as text nodes. */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  children: readonly Child[] = [],
): SVGElementTagNameMap[K] {
  return fill(document.createElementNS(SVG_NS, tag), attrs, children);
}

/**
 * What a page is doing, as `data-state` on <html>: automation and the browser tests wait on it
 * (loading, ready, busy; the seating dialogs also confirm and done).
 */
export type PageState = "loading" | "ready" | "busy" | "confirm" | "done";

export function setPageState(state: PageState): void {
  document.documentElement.dataset.state = state;
}
