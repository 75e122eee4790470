import { CATEGORIES, CONDITIONS } from "@rackhunt/core/schemas";
import type { WebContext } from "../context.ts";
import { first, type HuntFormValues } from "../hunt-fields.ts";
import type { SafeHtml } from "../jsx/jsx-runtime.ts";
import { CsrfField, ErrorSummary, Field, fieldId, Select, type FieldErrors } from "../ui/form.tsx";
import { CATEGORY_NAMES } from "../ui/listings.tsx";

/**
 * The hunt form (create and edit): every known key of `config` and `criteria`, with the errors of
 * the hunt operations' own validation beside the fields, and a preview button that shows what it
 * would match without saving. The preview swaps in the whole form as the server drew it, so the
 * messages always belong to the values just sent: a fixed field's message goes, a new one shows.
 */
export function HuntForm(props: { ctx: WebContext; action: string; values: HuntFormValues; errors: FieldErrors; submit: string; preview?: SafeHtml | null }): SafeHtml {
  const { ctx, values, errors } = props;
  const val = (name: string) => first(values, name);
  const f = (name: string, label: string, hint?: string, type = "text") => <Field name={name} label={label} hint={hint} value={val(name)} errors={errors} type={type} inputmode={type === "text" ? undefined : "decimal"} />;
  const checked = (name: string) => new Set(values.get(name) ?? []);
  const conditions = checked("criteria.conditions");
  const sources = checked("sources");
  return (
    <form method="post" action={props.action} id="hunt-form" novalidate>
      <CsrfField ctx={ctx} />
      <ErrorSummary errors={errors} />
      <fieldset>
        <legend>What to search for</legend>
        <div class="form-grid">
          <Field name="name" label="Name" value={val("name")} errors={errors} required />
          {f("config.query", "Search words", "sent to every source; the name when empty")}
          {f("target_price", "Target price (USD)", "alert at or below this per-unit price", "number")}
          {f("ceiling_price", "Ceiling price (USD)", "never above this", "number")}
          {f("poll_interval_hours", "Scan every (hours)", "your tier sets the shortest", "number")}
        </div>
      </fieldset>
      <fieldset>
        <legend>What qualifies</legend>
        <div class="form-grid">
          <Select name="criteria.category" label="Category" value={val("criteria.category")} options={[{ value: "", label: "any" }, ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] }))]} errors={errors} />
          {f("criteria.keywords", "Must contain", "comma-separated words")}
          {f("criteria.exclude", "Must not contain", "comma-separated words")}
          {f("criteria.brands", "Brands", "comma-separated")}
          {f("criteria.capacity_min_gb", "Capacity at least (GB)", undefined, "number")}
          {f("criteria.capacity_max_gb", "Capacity at most (GB)", undefined, "number")}
          {f("criteria.max_unit_price", "Per item at most (USD)", undefined, "number")}
          {f("criteria.max_price_per_tb", "Per TB at most (USD)", "drives", "number")}
          {f("criteria.max_price_per_gb", "Per GB at most (USD)", "memory", "number")}
          {f("criteria.min_quantity", "Quantity at least", undefined, "number")}
          {f("criteria.max_quantity", "Quantity at most", undefined, "number")}
          <Select name="criteria.include_lots" label="Lots of several items" value={val("criteria.include_lots")} options={[{ value: "", label: "allowed (default)" }, { value: "true", label: "allowed" }, { value: "false", label: "not wanted" }]} errors={errors} />
          {f("criteria.locations", "Locations", "comma-separated tags, e.g. USA-CA")}
          {f("criteria.component_ids", "Catalog components", "comma-separated catalog ids")}
        </div>
        <fieldset id={fieldId("criteria.conditions")}>
          <legend>Conditions (none ticked: any)</legend>
          {errors.get("criteria.conditions") ? <span class="error">{errors.get("criteria.conditions")}</span> : null}
          <div class="checks">
            {CONDITIONS.map((c) => <label><input type="checkbox" name="criteria.conditions" value={c} checked={conditions.has(c)} /> {c.replace("_", " ")}</label>)}
          </div>
        </fieldset>
      </fieldset>
      <fieldset>
        <legend>Judging and sources</legend>
        <div class="form-grid">
          {f("config.alert_threshold", "Alert at score", "0–100, default 80", "number")}
          {f("config.watch_threshold", "Watch at score", "0–100, default 50", "number")}
          {f("config.price_drop_step", "Alert again after a drop of", "fraction, default 0.05", "number")}
          {f("config.location", "Location", "e.g. USA-CA: listings and market prices of there")}
        </div>
        <fieldset id={fieldId("sources_enabled")}>
          <legend>Sources</legend>
          {errors.get("sources_enabled") ? <span class="error">{errors.get("sources_enabled")}</span> : null}
          <div class="checks">
            {ctx.services.sourceNames.map((s) => <label><input type="checkbox" name="sources" value={s} checked={sources.has(s)} /> {s}</label>)}
          </div>
        </fieldset>
      </fieldset>
      <div class="actions">
        <button type="submit">{props.submit}</button>
        <button type="submit" class="secondary" formaction={`${props.action.replace(/\/$/, "")}/preview`} hx-post={`${props.action.replace(/\/$/, "")}/preview`} hx-select="#hunt-form" hx-target="#hunt-form" hx-swap="outerHTML">
          Preview matches
        </button>
        <span class="spinner" aria-hidden="true">working…</span>
      </div>
      {props.preview ?? <div id="preview" aria-live="polite"></div>}
    </form>
  );
}
