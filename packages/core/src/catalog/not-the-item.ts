import type { Category, NotItemKind } from "../schemas/vocabulary.ts";

/**
 * Whether a listing must not be judged as the item it matches. A server naming the CPUs and drives
 * inside it is a `system` — never the CPU or the drive — but it is the server: for a hunt of
 * servers it is the item itself. Every other not-the-item kind is never the item.
 * @example isNotTheItem("system", "server") // false
 */
export function isNotTheItem(notItem: NotItemKind | null | undefined, category: Category | null | undefined): boolean {
  if (notItem == null) return false;
  return !(notItem === "system" && category === "server");
}
