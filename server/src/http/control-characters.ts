import { hasControls, type ValidationIssue } from "@rackhunt/core/schemas";
import { echoedInput, type Where } from "./validation.ts";

/** Issues reported per request at most: one is enough to fix, a few show a pattern. */
const MAX_ISSUES = 10;

/**
 * The 422 items for control characters in a request's values, refused before anything reads or
 * stores them (PostgreSQL cannot store U+0000; see core's schemas/text.ts). Parameters and object
 * keys are names: they hold none. String values are text: tab and line breaks are allowed. The
 * walk is iterative, so a deeply nested body cannot exhaust the stack.
 * @example controlIssues("query", { source: "\u0000" }); // [{ loc: ["query", "source"], msg: "…", type: "value_error", input: "\u0000" }]
 */
export function controlIssues(where: Where, value: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  // Parameters are names; a body's top-level strings are text.
  const valueKind = where === "body" ? "text" : "line";
  const stack: { loc: (string | number)[]; value: unknown }[] = [{ loc: [where], value }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { loc, value: current } = stack.pop()!;
    if (typeof current === "string") {
      if (hasControls(current, valueKind)) issues.push(issue(loc, current, "value"));
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ loc: [...loc, i], value: current[i] });
    } else if (current !== null && typeof current === "object") {
      const entries = Object.entries(current);
      for (const [key] of entries) if (hasControls(key, "line")) issues.push(issue([...loc, key], key, "key"));
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ loc: [...loc, entries[i]![0]], value: entries[i]![1] });
    }
  }
  return issues;
}

// --- Internal helpers ---

function issue(loc: (string | number)[], input: string, what: "key" | "value"): ValidationIssue {
  const msg = what === "key" ? "Key must not contain control characters" : "Value must not contain control characters (tab and line breaks are allowed in text)";
  return { loc, msg, type: "value_error", input: echoedInput(loc, input) };
}
