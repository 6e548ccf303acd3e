// Next writes a page's data for hydration (its flight data) as a JSON string inside an inline script:
// `self.__next_f.push([1,"…"])`. The data is itself mostly JSON, so every `"` in it costs `\"`: about 8 KB of a
// product page's 67. Written as a single-quoted string, the same data needs almost no escapes. The browser reads the
// same string either way; lib/browser/page-data.ts reads both forms back from a page's HTML.
// The build's last pass over the pages (scripts/critical-css.mjs) rewrites them, before their inline scripts are
// hashed for the Content-Security-Policy.

/** Next's push of page data, with its JSON string; the string cannot hold `</script>` (Next escapes `<`). */
const PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

// In a single-quoted string: the quote, the backslash and the line ends escaped; `<` so the script cannot be closed
// (`</script>`) or commented (`<!--`) by the data; NUL, which an HTML parser replaces; and a lone surrogate, which
// UTF-8 cannot carry.
const SPECIAL =
  /['\\\n\r\u2028\u2029<\0]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const NAMED = { "'": "\\'", '\\': '\\\\', '\n': '\\n', '\r': '\\r' };

/** A JavaScript string literal in single quotes that reads back as `text`, safe inside an HTML `<script>`. */
export function singleQuoted(text) {
  const escaped = text.replace(
    SPECIAL,
    (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `'${escaped}'`;
}

/** The page with each push of its data written as a single-quoted string; anything else is left as it was. */
export function withCompactFlightData(html) {
  return html.replace(PUSH, (push, array) => {
    const [, data] = JSON.parse(array);
    return `<script>self.__next_f.push([1,${singleQuoted(data)}])</script>`;
  });
}
