// A page's HTML holds its markup twice: once as HTML, and again in the page's data for hydration (Next's flight data,
// `self.__next_f.push([1,"…"])`), where React reads the tree it hydrates. A part of a page that no script ever
// changes (the footer, a product's description) needs only the first. Such a part is drawn inside
// `<KeptMarkup part="…">` (components/ui/kept-markup.tsx), and this pass takes its children out of the page's data:
// the browser then keeps the part's HTML as it is, which React hydrates as one element with inner HTML.
// Each part is named in the page, and in its data, by a hash of its content (`data-kept="k…"`), so the browser can
// always tell which markup is which, even after it has followed a link in place (lib/browser/kept-markup.ts).
// A part is left whole (its children stay in the data, and React hydrates them as usual) unless all of this holds:
//   - its children hold nothing a script draws: no client component, no promise, no reference into another part of
//     the data (`$1:props:children`), which a part taken out could no longer answer;
//   - nothing else in the data refers into it;
//   - the page's HTML holds its element exactly once.
// Rows of the data only a part taken out used go with it.
// The page's share tags (Open Graph's and X's `<meta>`, about 1.5 KB of a product page's data) leave the data too:
// crawlers read them from the HTML, and no script reads them at all.
// The build's last pass over the pages (scripts/critical-css.mjs) calls this before the data is written in single
// quotes (scripts/flight-data.mjs) and the page's inline scripts are hashed for its Content-Security-Policy.
import { createHash } from 'node:crypto';
import { PUSH } from './flight-data.mjs';

/** Next's escapes for a JSON string inside HTML (next/dist/shared/lib/htmlescape.js). */
const HTML_ESCAPES = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The client component whose children this pass takes out, by the name its module exports. */
const COMPONENT = 'KeptMarkup';

// Row tags whose content is length-prefixed (`id:T<hex length>,<bytes>`), as React's flight client reads them.
const SIZED = new Set('TAOobUSsLlGgMmV');

/**
 * The rows of a page's data, in order: `id` (hex, '' for a hint), `tag` (a letter, or '' for a JSON model row),
 * `bytes` (the row as written, its line end included) and, for a model row, `json`.
 */
function rowsOf(data) {
  const bytes = Buffer.from(data, 'utf8');
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) throw new Error('the page data ends inside a row');
    const id = bytes.toString('latin1', at, colon);
    const letter = String.fromCharCode(bytes[colon + 1]);
    let end;
    let tag = '';
    if (SIZED.has(letter)) {
      tag = letter;
      const comma = bytes.indexOf(0x2c, colon + 2);
      end = comma + 1 + parseInt(bytes.toString('latin1', colon + 2, comma), 16);
    } else {
      if (/[A-Z#rx]/.test(letter)) tag = letter;
      const newline = bytes.indexOf(0x0a, colon + 1);
      end = newline < 0 ? bytes.length : newline + 1;
    }
    const row = { id, tag, bytes: bytes.subarray(at, end) };
    if (tag === '' && id !== '') {
      const text = bytes.toString('utf8', colon + 1, end).replace(/\n$/, '');
      row.json = JSON.parse(text);
    }
    rows.push(row);
    at = end;
  }
  return rows;
}

/**
 * The row a string of the data refers to, with the path it reaches into that row by (`$1a:props:children` gives
 * `['props', 'children']`, a plain reference null), or null when it is a value (`$undefined`, `$Sreact.fragment`,
 * `$$…`) or no string.
 */
function reference(value) {
  if (typeof value !== 'string' || value[0] !== '$') return null;
  const found = /^\$(?:[LhQWBKi@])?([0-9a-f]+)(?::(.*))?$/.exec(value);
  if (!found || value[1] === '$') return null;
  return {
    id: found[1],
    path: found[2] === undefined ? null : found[2].split(':'),
    promise: value[1] === '@',
  };
}

/** Every string in a value, deep. */
function stringsIn(value, found = []) {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsIn(item, found);
  return found;
}

/** Every reference in a value, deep. */
const referencesIn = (value) => stringsIn(value).map(reference).filter(Boolean);

/** Whether a value is an element of the data: `["$", type, key, props]`. */
const isElement = (value) =>
  Array.isArray(value) && value[0] === '$' && typeof value[1] === 'string' && value.length >= 4;

/** What `expanded` answers for a value it cannot put in a hash. */
const DRAWN = Symbol('drawn by a script');

/**
 * The value with every row it refers to put in its place, for the part's hash; DRAWN when it holds something a
 * script draws or a reference this pass cannot follow (see the top of this file).
 */
function expanded(value, byId, clients, depth = 0) {
  if (depth > 256) return DRAWN;
  const ref = reference(value);
  if (ref) {
    if (ref.path || ref.promise || clients.has(ref.id)) return DRAWN;
    const row = byId.get(ref.id);
    if (!row || row.json === undefined) return DRAWN;
    const inner = expanded(row.json, byId, clients, depth + 1);
    return inner === DRAWN ? DRAWN : { row: inner };
  }
  if (Array.isArray(value)) {
    const items = [];
    for (const item of value) {
      const inner = expanded(item, byId, clients, depth + 1);
      if (inner === DRAWN) return DRAWN;
      items.push(inner);
    }
    return items;
  }
  if (value && typeof value === 'object') {
    const entries = {};
    for (const [key, item] of Object.entries(value)) {
      const inner = expanded(item, byId, clients, depth + 1);
      if (inner === DRAWN) return DRAWN;
      entries[key] = inner;
    }
    return entries;
  }
  return value;
}

/** The ids of the rows a value refers to, deep, through the rows it refers to. */
function rowsReachedFrom(values, byId) {
  const reached = new Set();
  const queue = [...values];
  while (queue.length > 0) {
    for (const ref of referencesIn(queue.pop())) {
      if (reached.has(ref.id)) continue;
      reached.add(ref.id);
      const row = byId.get(ref.id);
      if (row?.json !== undefined) queue.push(row.json);
    }
  }
  return reached;
}

/**
 * Whether a value is a share tag: an Open Graph or X `<meta>`, read by the crawlers of social sites and search
 * engines from the page's HTML, never by a script.
 */
const isShareTag = (value) =>
  isElement(value) &&
  value[1] === 'meta' &&
  (String(value[3]?.property).startsWith('og:') || String(value[3]?.name).startsWith('twitter:'));

/** The KeptMarkup elements in a model row (not those inside another one's children). */
function keptElementsIn(value, components, found) {
  if (isElement(value)) {
    const type = reference(value[1]);
    if (type && !type.path && components.has(type.id) && value[3] && typeof value[3] === 'object') {
      found.push(value);
      return;
    }
  }
  if (Array.isArray(value)) for (const item of value) keptElementsIn(item, components, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) keptElementsIn(item, components, found);
}

/**
 * The steps a reference by path (`$0:t:props:children:1`) takes, as React's client follows it: each object it is
 * in with the key it takes next (`props` of an element is its fourth entry; a reference met on the way leads into
 * its row).
 */
function stepsOnPath(id, segments, byId) {
  const steps = [];
  let value = byId.get(id)?.json;
  for (const segment of segments) {
    for (let hops = 0; hops < 64; hops++) {
      const ref = reference(value);
      if (!ref) break;
      value = byId.get(ref.id)?.json;
    }
    if (value === null || typeof value !== 'object') break;
    const inElement = isElement(value) && segment === 'props';
    steps.push({ object: value, segment });
    value = inElement ? value[3] : value[segment];
  }
  return steps;
}

/**
 * The page with the children of its KeptMarkup parts and its share tags taken out of its data, and each part named
 * by the hash of its content; `kept` and `whole` count the parts taken out and those left whole, `shareTags` the
 * share tags taken out.
 */
export function keptMarkupOf(html) {
  const pushes = [...html.matchAll(PUSH)];
  if (pushes.length !== 1) return { html, kept: 0, whole: 0, shareTags: 0 };
  const [push, body] = pushes[0];
  const rows = rowsOf(JSON.parse(`"${body}"`));
  const byId = new Map(rows.filter((row) => row.id !== '').map((row) => [row.id, row]));
  const models = rows.filter((row) => row.json !== undefined);
  const imports = new Map(
    rows
      .filter((row) => row.tag === 'I')
      .map((row) => [row.id, JSON.parse(row.bytes.toString('utf8', row.id.length + 2))]),
  );
  const clients = new Set(imports.keys());
  const components = new Set();
  for (const [id, [, , name]] of imports) {
    const ref = reference(name);
    if ((ref ? byId.get(ref.id)?.json : name) === COMPONENT) components.add(id);
  }
  const changed = new Set();

  // The share tags go from the list of the page's head tags they are in (a row of its own), unless a reference by
  // path counts places in that row. The HTML keeps them; React leaves a tag of the head it did not draw as it is.
  const countedInto = new Set(
    models.flatMap((row) =>
      referencesIn(row.json)
        .filter((ref) => ref.path)
        .map((ref) => ref.id),
    ),
  );
  let shareTags = 0;
  for (const row of models) {
    if (!Array.isArray(row.json) || countedInto.has(row.id)) continue;
    const others = row.json.filter((item) => !isShareTag(item));
    if (others.length === row.json.length) continue;
    shareTags += row.json.length - others.length;
    row.json = others;
    changed.add(row);
  }

  const found = [];
  for (const row of components.size > 0 ? models : []) {
    const inRow = [];
    keptElementsIn(row.json, components, inRow);
    for (const element of inRow) found.push({ element, row });
  }

  // The props whose children a reference by path, from anywhere in the data, reaches into.
  const reached = new Set();
  for (const row of models)
    for (const ref of referencesIn(row.json))
      if (ref.path)
        for (const step of stepsOnPath(ref.id, ref.path, byId))
          if (step.segment === 'children') reached.add(step.object);

  // How many times the page's HTML names each part.
  const named = new Map();
  for (const [, part] of html.matchAll(/ data-kept="([^"]*)"/g)) named.set(part, (named.get(part) ?? 0) + 1);
  const renamed = new Map();
  const takenOut = [];
  let whole = 0;
  for (const { element, row } of found) {
    const props = element[3];
    if (props.children === undefined || typeof props.part !== 'string') continue;
    const content = expanded(props.children, byId, clients);
    if (content === DRAWN || reached.has(props) || named.get(props.part) !== 1) {
      whole += 1;
      continue;
    }
    const hash = `k${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 11)}`;
    renamed.set(props.part, hash);
    takenOut.push(props.children);
    delete props.children;
    props.part = hash;
    changed.add(row);
  }
  if (changed.size === 0) return { html, kept: 0, whole, shareTags };

  // The rows only the parts taken out referred to (and the rows those referred to) go too.
  const candidates = rowsReachedFrom(takenOut, byId);
  const stillUsed = rowsReachedFrom(
    [...models.filter((row) => !candidates.has(row.id)).map((row) => row.json), ...imports.values()],
    byId,
  );
  const data = Buffer.concat(
    rows
      .filter((row) => !candidates.has(row.id) || stillUsed.has(row.id))
      .map((row) =>
        changed.has(row) ? Buffer.from(`${row.id}:${JSON.stringify(row.json)}\n`, 'utf8') : row.bytes,
      ),
  ).toString('utf8');
  const escaped = JSON.stringify(data)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);
  return {
    html: html
      .replace(push, () => `<script>self.__next_f.push([1,"${escaped}"])</script>`)
      .replace(/ data-kept="([^"]*)"/g, (attribute, part) =>
        renamed.has(part) ? ` data-kept="${renamed.get(part)}"` : attribute,
      ),
    kept: takenOut.length,
    whole,
    shareTags,
  };
}
