/**
 * Answers whose JSON is already parsed (the server's calls, server/upstream.ts). The server's content calls keep each
 * answer a few seconds for every visitor (and its last good copy for an outage) and parse its body once when it
 * arrives, to know it is JSON; the base query (./emptyApi.ts) then takes that value instead of reading and parsing
 * the body again for every page. The value is shared between renders, which never change it (as with ./contract.ts's
 * checked answers).
 *
 * Only the server registers answers: in the browser `parsedJson` always reads the body.
 */
const parsed = new WeakMap<Response, unknown>();

/** Registers `value` as the parsed body of `response`. */
export function keepParsedJson(response: Response, value: unknown): void {
  parsed.set(response, value);
}

/** fetchBaseQuery's `json` reading (an empty body is null), or the value registered for the answer. */
export async function parsedJson(response: Response): Promise<unknown> {
  if (parsed.has(response)) return parsed.get(response);
  const text = await response.text();
  return text.length ? (JSON.parse(text) as unknown) : null;
}
