/** A message with its `{name}`s filled in: the templates client islands are handed, and build-time code reads. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Every message of a group with the same `{name}`s filled in (the store's facts, which a page knows when it is
 * built), the rest left for the island to fill.
 */
export function fillAll<T>(messages: T, values: Record<string, string | number>): T {
  if (typeof messages === 'string') return fill(messages, values) as T;
  if (Array.isArray(messages)) return messages.map((m: unknown) => fillAll(m, values)) as T;
  if (typeof messages === 'object' && messages !== null)
    return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, fillAll(v, values)])) as T;
  return messages;
}
