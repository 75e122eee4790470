/**
 * A JSX runtime that renders straight to HTML strings (the web app's TSX templates, compiled by
 * Bun): text and attribute values are escaped, `SafeHtml` passes through, no virtual DOM.
 */

/** HTML that is already safe to send (rendered markup, or text escaped on the way in). */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** What may appear as a child: text is escaped, SafeHtml is kept, nullish and booleans vanish. */
export type Child = SafeHtml | string | number | boolean | null | undefined | Child[];
type AttributeValue = string | number | boolean | null | undefined;
type Props = Record<string, unknown> & { children?: Child };
type Component<P> = (props: P) => SafeHtml;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escape text for HTML content and quoted attribute values.
 * @example escapeHtml('<a href="x">') // "&lt;a href=&quot;x&quot;&gt;"
 */
export function escapeHtml(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : text;
}

/** Render children to HTML, escaping text. */
export function renderChildren(child: Child): string {
  if (child === null || child === undefined || child === false || child === true) return "";
  if (child instanceof SafeHtml) return child.html;
  if (Array.isArray(child)) {
    let out = "";
    for (const c of child) out += renderChildren(c);
    return out;
  }
  return escapeHtml(String(child));
}

function renderAttributes(props: Props): string {
  let out = "";
  for (const key in props) {
    if (key === "children") continue;
    const value = props[key] as AttributeValue;
    if (value === null || value === undefined || value === false) continue;
    out += value === true ? ` ${key}` : ` ${key}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** The JSX factory: an element's markup, or a component's result. */
export function jsx<P extends Props>(type: string | Component<P>, props: P): SafeHtml {
  if (typeof type === "function") return type(props);
  const open = `<${type}${renderAttributes(props)}>`;
  if (VOID.has(type)) return new SafeHtml(open);
  return new SafeHtml(`${open}${renderChildren(props.children)}</${type}>`);
}
export const jsxs = jsx;

/** `<>...</>`: its children, concatenated. */
export function Fragment(props: { children?: Child }): SafeHtml {
  return new SafeHtml(renderChildren(props.children));
}

type HtmlAttributes = Record<string, AttributeValue | Child>;

// eslint-disable-next-line @typescript-eslint/no-namespace
export namespace JSX {
  export type Element = SafeHtml;
  export interface ElementChildrenAttribute {
    children: unknown;
  }
  export interface IntrinsicElements {
    [tag: string]: HtmlAttributes;
  }
}
