function charsetOf(contentType) {
    const match = contentType?.match(/charset="?([\w-]+)"?/i);
    return match?.[1]?.toLowerCase() ?? "utf-8";
}
function decoderFor(contentType) {
    try {
        return new TextDecoder(charsetOf(contentType));
    }
    catch {
        return new TextDecoder("utf-8");
    }
}
/**
 * Streams a response body, cancelling as soon as it passes `max_bytes` so a huge page never
 * sits in memory. A stream that errors or ends short of Content-Length is `truncated`.
 * Aborts (timeouts) are rethrown for the caller to classify.
 *
 * @example
 * const out = await readCapped(await fetch(url), 5_000_000, signal);
 */
export async function readCapped(response, max_bytes, signal) {
    const declared = Number(response.headers.get("content-length"));
    const expected = Number.isFinite(declared) && declared > 0 && !response.headers.get("content-encoding") ? declared : null;
    if (expected !== null && expected > max_bytes) {
        await response.body?.cancel().catch(() => { });
        return { kind: "too_large", bytes: expected };
    }
    const decoder = decoderFor(response.headers.get("content-type"));
    if (!response.body)
        return { kind: "ok", text: "", bytes: 0 };
    const reader = response.body.getReader();
    const parts = [];
    let bytes = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            bytes += value.byteLength;
            if (bytes > max_bytes) {
                await reader.cancel().catch(() => { });
                return { kind: "too_large", bytes };
            }
            parts.push(decoder.decode(value, { stream: true }));
        }
    }
    catch (cause) {
        if (signal?.aborted)
            throw cause;
        return { kind: "truncated", bytes, expected, cause };
    }
    parts.push(decoder.decode());
    if (expected !== null && bytes < expected) {
        return { kind: "truncated", bytes, expected, cause: null };
    }
    return { kind: "ok", text: parts.join(""), bytes };
}
