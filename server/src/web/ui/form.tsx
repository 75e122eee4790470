import type { ValidationIssue } from "@rackhunt/core/schemas";
import type { WebContext } from "../context.ts";
import type { Child, SafeHtml } from "../jsx/jsx-runtime.ts";

/** Validation messages by form field name (`config.query`, `target_price`, ...). */
export type FieldErrors = Map<string, string>;

/**
 * The 422 issues of an operation as messages per form field: `["body", "config", "query"]` is the
 * field `config.query`. Issues of a whole object land on its name.
 * @example fieldErrors([{ loc: ["body", "name"], msg: "Field required", type: "missing", input: null }]).get("name")
 */
export function fieldErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const out: FieldErrors = new Map();
  for (const issue of issues) {
    const key = issue.loc.slice(1).join(".") || "form";
    if (!out.has(key)) out.set(key, issue.msg);
  }
  return out;
}

/** The hidden CSRF token every form carries. */
export function CsrfField(props: { ctx: WebContext }): SafeHtml {
  return <input type="hidden" name="csrf" value={props.ctx.csrf} />;
}

/** A list of what is wrong with a submitted form, announced to screen readers, linking to the fields. */
export function ErrorSummary(props: { errors: FieldErrors; prefix?: string }): SafeHtml {
  if (props.errors.size === 0) return <></>;
  return (
    <div class="problem" role="alert">
      <strong>{props.errors.has("form") ? "This was refused:" : props.errors.size === 1 ? "One field needs a change:" : `${props.errors.size} fields need a change:`}</strong>
      <ul>
        {[...props.errors].map(([name, msg]) => (
          <li>{name === "form" ? msg : <><a href={`#${fieldId(name, props.prefix)}`}>{name}</a>: {msg}</>}</li>
        ))}
      </ul>
    </div>
  );
}

/** The element id of a form field (dots are not friendly in fragment links). */
export function fieldId(name: string, prefix = "f"): string {
  return `${prefix}-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}

interface FieldProps {
  name: string;
  label: string;
  value?: string | number | null;
  type?: string;
  hint?: Child;
  errors?: FieldErrors;
  required?: boolean;
  autocomplete?: string;
  inputmode?: string;
  step?: string;
  min?: string;
  max?: string;
  prefix?: string;
}

/** A labelled input with its hint and its validation message tied to it for assistive technology. */
export function Field(p: FieldProps): SafeHtml {
  const id = fieldId(p.name, p.prefix);
  const error = p.errors?.get(p.name);
  return (
    <Labelled id={id} label={p.label} hint={p.hint} error={error}>
      <input
        id={id}
        name={p.name}
        type={p.type ?? "text"}
        value={p.value ?? undefined}
        required={p.required}
        autocomplete={p.autocomplete}
        inputmode={p.inputmode}
        step={p.step}
        min={p.min}
        max={p.max}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={describedBy(id, p.hint, error)}
      />
    </Labelled>
  );
}

/** A labelled select. */
export function Select(p: { name: string; label: string; value?: string | null; options: readonly (string | { value: string; label: string })[]; errors?: FieldErrors; prefix?: string; hint?: Child }): SafeHtml {
  const id = fieldId(p.name, p.prefix);
  const error = p.errors?.get(p.name);
  return (
    <Labelled id={id} label={p.label} hint={p.hint} error={error}>
      <select id={id} name={p.name} aria-invalid={error ? "true" : undefined} aria-describedby={describedBy(id, p.hint, error)}>
        {p.options.map((o) => {
          const opt = typeof o === "string" ? { value: o, label: o || "any" } : o;
          return <option value={opt.value} selected={opt.value === (p.value ?? "")}>{opt.label}</option>;
        })}
      </select>
    </Labelled>
  );
}

/** A form control's frame: its label with the hint, and the validation message above the control. */
function Labelled(p: { id: string; label: string; hint?: Child; error?: string; children?: Child }): SafeHtml {
  return (
    <div class="field">
      <label for={p.id}>
        {p.label}
        {p.hint ? <span class="hint" id={`${p.id}-hint`}>{p.hint}</span> : null}
      </label>
      {p.error ? <span class="error" id={`${p.id}-error`}>{p.error}</span> : null}
      {p.children}
    </div>
  );
}

/** The ids of a control's hint and message, for aria-describedby (none: the attribute is left out). */
function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A notice after something was done (saved, sent, revoked). */
export function Notice(props: { children?: Child }): SafeHtml {
  return <div class="notice" role="status">{props.children}</div>;
}
