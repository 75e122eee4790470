/** How many requests each cap test fires at once (issue 15: 50). */
export const PARALLEL = 50;

/** `{status: count}` of a batch of responses. */
export function statusCounts(responses: Response[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

/** A webhook channel on loopback (needs RACKHUNT_ALLOW_PRIVATE_DESTINATIONS=on); nothing is sent to it. */
export function webhookBody(i: number) {
  return { label: `hook ${i}`, channel_type: "webhook", notify_url: `http://127.0.0.1:9/hook/${i}` };
}
