/**
 * A page's data for Next's router, read from the page's own HTML.
 *
 * The export holds one file per page: its HTML. Next's router, when it follows a link in place (only when the
 * browser's storage is blocked or full: lib/browser/in-tab-links.ts), asks for the page's data as
 * `<page>/index.txt`. Those files repeat, byte for byte, the data each page's HTML already carries inline for
 * hydration (`self.__next_f.push([1, "…"])`), so the build leaves them out (scripts/prune-export.mjs) and the
 * router's request is answered here from the HTML, which the bucket has and the browser may have cached.
 */
import { rememberKeptMarkup } from './kept-markup';

/**
 * One inline push of the page's data: `self.__next_f.push([1,"…"])`, its string JSON-encoded by Next, or
 * `self.__next_f.push([1,'…'])`, the same string single-quoted by the build (scripts/flight-data.mjs).
 */
const PUSH = /self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;
/** A single-quoted push of the page's data, as the build writes it. */
const QUOTED = /^\[1,'([^'\\]*(?:\\[\s\S][^'\\]*)*)'\]$/;
/** The escapes the build writes in a single-quoted string (and the one-letter ones JavaScript knows). */
const ESCAPE = /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([\s\S]))/g;
const LETTERS: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** The push's array, or undefined when it is in neither form. */
function pushed(argument: string): unknown {
  const quoted = QUOTED.exec(argument);
  if (quoted)
    return [
      1,
      (quoted[1] as string).replace(ESCAPE, (_, u?: string, x?: string, c = '') =>
        u || x ? String.fromCharCode(parseInt((u ?? x) as string, 16)) : (LETTERS[c] ?? c),
      ),
    ];
  try {
    return JSON.parse(argument);
  } catch {
    return undefined;
  }
}

/**
 * The page's data (Next's flight data) carried inline by a page's HTML, or null when the HTML has none or a
 * part in another form (binary, say), which only the page itself could read.
 */
export function flightDataOf(html: string): string | null {
  let data = '';
  let found = false;
  for (const [, push] of html.matchAll(PUSH)) {
    const entry = pushed(push as string);
    if (!Array.isArray(entry)) return null;
    // [0] opens the stream and [2] carries a form's state: neither is page data.
    if (entry[0] === 0 || entry[0] === 2) continue;
    if (entry[0] !== 1 || typeof entry[1] !== 'string') return null;
    data += entry[1];
    found = true;
  }
  return found ? data : null;
}

/** The address of the HTML of the page whose data Next's router asks for, or null for any other request. */
export function pageOfDataRequest(requested: string, origin: string): string | null {
  const url = new URL(requested, origin);
  if (url.origin !== origin || !url.pathname.endsWith('/index.txt')) return null;
  return `${url.origin}${url.pathname.slice(0, -'index.txt'.length)}index.html`;
}

let answering = false;

/**
 * From now on in this tab, answers Next's router's requests for a page's data from the page's HTML; any other
 * request goes on as before. A page whose HTML has no data it can read (the not-found page, say) is answered
 * "not found", and the router then loads the page whole.
 */
export function answerPageDataFromHtml(): void {
  if (answering) return;
  answering = true;
  const fetchFromNetwork = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const requested = input instanceof Request ? input.url : String(input);
    const page = pageOfDataRequest(requested, window.location.origin);
    if (page === null) return fetchFromNetwork(input, init);
    const html = await fetchFromNetwork(page, { credentials: 'same-origin', signal: init?.signal });
    const text = html.ok ? await html.text() : '';
    const data = html.ok ? flightDataOf(text) : null;
    // The page's kept parts are in its HTML only, not in its data: read them before the router draws the page.
    if (data !== null) rememberKeptMarkup(new DOMParser().parseFromString(text, 'text/html'));
    const response =
      data === null
        ? new Response(null, { status: 404 })
        : new Response(data, { headers: { 'Content-Type': 'text/x-component' } });
    // The router reads the address it was answered from, which a Response made here does not carry.
    Object.defineProperty(response, 'url', { value: new URL(requested, window.location.origin).href });
    return response;
  };
}
