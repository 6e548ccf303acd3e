// The CSS inlined in a page (scripts/critical-css.mjs) keeps every rule whose selector matches the page, and with them
// Tailwind's whole theme and every custom property it registers: the colours, sizes and `--tw-*` properties of the
// rest of the store. Those the page's rules never read (`var(--…)`) do nothing before the full stylesheet arrives,
// which brings them all: about 5 KB of a product page's 26 are dropped here. PostCSS edits the rules it is asked
// to and prints the rest exactly as it was written.
// Pages share their inlined CSS (a product page's is much like another's), so the answer for a stylesheet is worked
// out once and remembered.
import postcss from 'postcss';

const REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencesIn = (text) => new Set(Array.from(text.matchAll(REFERENCE), ([, name]) => name));

/** `css` without the custom properties that neither it nor `alsoRead` reads, nor their registrations. */
export function withoutUnusedProperties(css, alsoRead = new Set()) {
  const root = postcss.parse(css);
  // A property read only by another that goes is unused in turn: again until nothing goes.
  for (;;) {
    const read = referencesIn(root.toString());
    const unused = (name) => !read.has(name) && !alsoRead.has(name);
    let removed = 0;
    root.walkDecls(/^--/, (declaration) => {
      if (!unused(declaration.prop)) return;
      declaration.remove();
      removed += 1;
    });
    root.walkAtRules('property', (rule) => {
      if (!unused(rule.params.trim())) return;
      rule.remove();
      removed += 1;
    });
    if (removed === 0) break;
  }
  // Rules left with nothing in them, then the blocks (`@supports`, `@layer`) left with no rule.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((rule) => {
      if (rule.nodes?.length !== 0) return;
      rule.remove();
      emptied = true;
    });
  }
  return root.toString();
}

/** Each stylesheet's answers, by what the rest of its page reads; a few hundred stylesheets at most. */
const remembered = new Map();

const STYLE = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;

/** The page with each `<style>` element's CSS lightened as above; what the rest of the page reads is kept. */
export function withoutUnusedPropertiesInPage(html) {
  const styles = [...html.matchAll(STYLE)];
  if (styles.length === 0) return html;
  // The page around its styles, as slices (not a copy): what it reads there (an inline `style`, say) is kept.
  const ends = styles.map((style) => style.index + style[0].length);
  const around = [0, ...ends].map((start, k) => html.slice(start, styles[k]?.index ?? html.length));
  const elsewhere = new Set(around.flatMap((part) => [...referencesIn(part)]));
  const key = [...elsewhere].sort().join(' ');
  let out = around[0];
  styles.forEach(({ 1: open, 2: css, 3: close }, k) => {
    let answers = remembered.get(css);
    if (answers === undefined) {
      if (remembered.size >= 500) remembered.clear();
      remembered.set(css, (answers = new Map()));
    }
    let light = answers.get(key);
    if (light === undefined) answers.set(key, (light = withoutUnusedProperties(css, elsewhere)));
    out += open + light + close + around[k + 1];
  });
  return out;
}
