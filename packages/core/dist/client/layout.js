function hasEntries(schema) {
    const entries = schema?.entries;
    return typeof entries === "object" && entries !== null;
}
/** The object entries of a schema: a plain object schema, or the object inside a pipe. */
export function objectEntriesOf(schema) {
    if (hasEntries(schema))
        return schema.entries;
    const pipe = schema?.pipe;
    if (Array.isArray(pipe))
        for (const item of pipe)
            if (item !== schema && hasEntries(item))
                return item.entries;
    return null;
}
const cache = new WeakMap();
/**
 * Compute (once per operation) how its one input object maps onto path, query and body.
 * @example
 * inputLayout(operations.update_hunt); // { path: ["hunt_id"], query: [], body: "flat", bodyKeys: ["name", ...] }
 */
export function inputLayout(op) {
    const hit = cache.get(op);
    if (hit)
        return hit;
    const path = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const query = Object.keys(objectEntriesOf(op.query) ?? {});
    let body = "none";
    let bodyKeys = [];
    if (op.body) {
        const entries = objectEntriesOf(op.body);
        const taken = new Set([...path, ...query]);
        if (entries && !Object.keys(entries).some((k) => taken.has(k))) {
            body = "flat";
            bodyKeys = Object.keys(entries);
        }
        else
            body = "nested";
    }
    const layout = { path, query, body, bodyKeys };
    cache.set(op, layout);
    return layout;
}
