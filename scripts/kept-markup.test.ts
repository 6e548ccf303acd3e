import { flightDataOf } from '@/lib/browser/page-data';
import { callModule } from './call-module';

// The build's pass that takes the parts no script changes out of a page's data for hydration
// (scripts/kept-markup.mjs): what React is left to hydrate, and what the browser is left to keep.

type Kept = { html: string; kept: number; whole: number; shareTags: number };
const kept = (html: string) =>
  JSON.parse(callModule('scripts/kept-markup.mjs', 'keptMarkupOf', [html])) as Kept;

/** A push as Next writes it: the array JSON-encoded, `<` escaped. */
const push = (data: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, data]).replaceAll('<', '\\u003c')})</script>`;

const text = 'Garantía: 5 años ✓';
const rows = (footer: string) =>
  [
    '1:"$Sreact.fragment"',
    '2:I[100,[],"KeptMarkup"]',
    '3:I[200,[],"CartButton"]',
    // A text row is as long as it says, in bytes, with no line end.
    `6:T${Buffer.byteLength(text).toString(16)},${text}` +
      '4:["$","body",null,{"children":[' +
      `["$","$L2",null,{"as":"footer","part":"footer","className":"dark","children":[["$","p",null,{"children":"${footer}"}],"$L5"]}],` +
      '["$","$L2",null,{"part":"cart","children":["$","$L3",null,{}]}],' +
      '["$","$L2",null,{"part":"twice","children":"Same"}],' +
      '["$","$L2",null,{"part":"pointed","children":[{"color":"red"}]}],' +
      '["$","div",null,{"style":"$4:props:children:3:props:children:0","children":"$6"}]' +
      ']}]',
    '5:["$","nav",null,{"aria-label":"Legal","children":"Privacy </script>"}]',
    '0:{"tree":"$L4"}',
    '',
  ].join('\n');
const page = (footer: string) =>
  [
    '<!DOCTYPE html><html><body>',
    `<footer class="dark" data-kept="footer"><p>${footer}</p><nav aria-label="Legal">Privacy &lt;/script&gt;</nav></footer>`,
    '<div data-kept="cart"><a href="/checkout/">Cart</a></div>',
    '<div data-kept="twice">Same</div><div data-kept="twice">Same</div>',
    '<div data-kept="pointed"></div>',
    `<div style="color:red">${text}</div>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push(rows(footer)),
    '</body></html>',
  ].join('');

const FOOTER = '© 2026 Jamaica Medical Supply';

describe('parts kept as HTML only', () => {
  const before = page(FOOTER);
  const after = kept(before);
  const hash = /data-kept="(k[\w-]{11})"/.exec(after.html)?.[1] ?? 'no hash';

  it('lose their children from the page’s data, and with them the rows only they used', () => {
    expect(after.kept).toBe(1);
    // Every other row as it was, the text row's length in bytes included.
    expect(flightDataOf(after.html)).toBe(
      rows(FOOTER)
        .replace(`,"children":[["$","p",null,{"children":"${FOOTER}"}],"$L5"]`, '')
        .replace('"part":"footer"', `"part":"${hash}"`)
        .replace('5:["$","nav",null,{"aria-label":"Legal","children":"Privacy </script>"}]\n', ''),
    );
    expect(after.html.length).toBeLessThan(before.length);
  });

  it('keep their HTML, named by the hash the data names them by', () => {
    expect(after.html).toContain(
      `<footer class="dark" data-kept="${hash}"><p>© 2026 Jamaica Medical Supply</p><nav aria-label="Legal">`,
    );
    expect(after.html).not.toContain('data-kept="footer"');
    // The same content on another page has the same name; other content another.
    expect(kept(page(FOOTER)).html).toContain(`data-kept="${hash}"`);
    expect(kept(page('© 2027 Jamaica Medical Supply')).html).not.toContain(`data-kept="${hash}"`);
  });

  it('are left whole when a script draws inside them, the page holds them twice, or the data points into them', () => {
    expect(after.whole).toBe(3);
    for (const part of ['cart', 'twice', 'pointed']) expect(after.html).toContain(`data-kept="${part}"`);
  });

  it('leave the data unable to close its script', () => {
    const script = /<script>(self\.__next_f\.push\(\[1,[\s\S]*?)<\/script>/.exec(after.html)?.[1] ?? '';
    expect(script).not.toMatch(/<|>/);
  });

  it('leave a page without kept parts, or without data, as it was', () => {
    const plain = '<!DOCTYPE html><html><body><h1>Page Not Found</h1></body></html>';
    expect(kept(plain)).toEqual({ html: plain, kept: 0, whole: 0, shareTags: 0 });
    const withoutComponent = before.replace('KeptMarkup', 'SiteFooter');
    expect(kept(withoutComponent)).toEqual({ html: withoutComponent, kept: 0, whole: 0, shareTags: 0 });
  });
});

describe('share tags', () => {
  const tags = [
    '["$","title","0",{"children":"Rollator Walker"}]',
    '["$","meta","1",{"name":"description","content":"A walker with a seat"}]',
    '["$","meta","2",{"property":"og:title","content":"Rollator Walker"}]',
    '["$","meta","3",{"property":"og:image","content":"https://example.com/og/product-11.png"}]',
    '["$","meta","4",{"name":"twitter:card","content":"summary_large_image"}]',
    '["$","link","5",{"rel":"canonical","href":"https://example.com/product/11/"}]',
  ];
  const headPage = (data: string) =>
    [
      '<!DOCTYPE html><html><head><title>Rollator Walker</title>',
      '<meta name="description" content="A walker with a seat"/>',
      '<meta property="og:title" content="Rollator Walker"/>',
      '<meta property="og:image" content="https://example.com/og/product-11.png"/>',
      '<meta name="twitter:card" content="summary_large_image"/>',
      '<link rel="canonical" href="https://example.com/product/11/"/></head><body>',
      push(data),
      '</body></html>',
    ].join('');

  it('leave the page’s data, which keeps its title, description and canonical link; its HTML keeps them all', () => {
    const after = kept(headPage(`2:[${tags.join(',')}]\n0:{"head":"$2"}\n`));
    expect(after.shareTags).toBe(3);
    expect(flightDataOf(after.html)).toBe(`2:[${[tags[0], tags[1], tags[5]].join(',')}]\n0:{"head":"$2"}\n`);
    for (const tag of ['og:title', 'og:image', 'twitter:card']) expect(after.html).toContain(`"${tag}"`);
  });

  it('stay where a reference by path counts places in their list', () => {
    const data = `2:[${tags.join(',')}]\n3:["$","p",null,{"children":"$2:5:props:href"}]\n0:{"head":"$2"}\n`;
    const after = kept(headPage(data));
    expect(after.shareTags).toBe(0);
    expect(flightDataOf(after.html)).toBe(data);
  });
});
