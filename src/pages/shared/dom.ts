/**
 * The only way the sidebar makes elements: text goes in as text nodes and attributes through
 * setAttribute, so a player called `<img src=x onerror=…>` can never become markup. There is no
 * innerHTML anywhere in src/sidebar.
 */
export type Attrs = Readonly<Record<string, string | number | boolean | undefined>>;
export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  children: readonly Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
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
