// Next writes a page's data for hydration (its flight data) as a JSON string inside an inline script:
// `self.__next_f.push([1,"…"])`. The data is itself mostly JSON, so every `"` in it costs `\"`: about 8 KB of a
// product page's 67. Written as a single-quoted string, the same data needs almost no escapes. The browser reads the
// same string either way; lib/browser/page-data.ts reads both forms back from a page's HTML.
// The build's last pass over the pages (scripts/critical-css.mjs) rewrites them, before their inline scripts are
// hashed for the Content-Security-Policy.

/** Next's push of page data, with its JSON string's body; it cannot hold `</script>` (Next escapes `<`). */
export const PUSH = /<script>self\.__next_f\.push\(\[1,"([^"\\]*(?:\\.[^"\\]*)*)"\]\)<\/script>/g;

// A JSON string's escapes (`\\`, `\n`, `\u003c`…) mean the same in a JavaScript string, so its body becomes a
// single-quoted string's body with two changes: an escaped `"` needs no escape, and a `'` needs one. Every `"` in the
// body is escaped (a bare one would end the string), so each `\"` is one, whatever precedes it; and JSON has no
// `\'`, so each `'` is bare. The body's `<` are escaped already, so the data can neither close the script
// (`</script>`) nor open a comment (`<!--`); JSON escapes line ends, NUL and lone surrogates; the two line separators,
// which JSON may leave bare, are escaped here.
const requoted = (body) =>
  body
    .replaceAll('\\"', '"')
    .replaceAll("'", "\\'")
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** The page with each push of its data written as a single-quoted string; anything else is left as it was. */
export function withCompactFlightData(html) {
  return html.replace(PUSH, (push, body) => `<script>self.__next_f.push([1,'${requoted(body)}'])</script>`);
}
