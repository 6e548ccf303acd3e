import vm from 'node:vm';
import { flightDataOf } from '@/lib/browser/page-data';
import { callModule } from './call-module';

// A page's data rewritten in single quotes (scripts/flight-data.mjs), as the build's last pass rewrites it: read back
// by the browser running the page's scripts, and by the store's own reader of a page's HTML.

const compacted = (html: string) => callModule('scripts/flight-data.mjs', 'withCompactFlightData', [html]);

/** A push as Next writes it: the array JSON-encoded, `<` escaped. */
const push = (entry: unknown[]) =>
  `<script>self.__next_f.push(${JSON.stringify(entry).replaceAll('<', '\\u003c')})</script>`;

// Everything a single-quoted string must escape, and what it must not lose: quotes of both kinds, backslashes, line
// ends, a script's end tag and a comment's start in text, the two line separators, NUL, a pair of surrogates (an
// emoji) and a lone one, and Spanish text.
const parts = [
  '1:"$Sreact.fragment"\n2:I[39756,[],"default"]\n',
  '3:["$","h1",null,{"children":"Folding Walker </script><!-- $69.99"}]\r\n',
  `4:["$","p",null,{"children":"The patient's \\"own\\" C:\\\\path, \u2028 \u2029 \u0000 😀 \ud800 ¿Está cubierto?"}]\n`,
];
const PAGE = [
  '<!DOCTYPE html><html lang="en-US"><head><title>Folding Walker</title></head><body><h1>Folding Walker</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  ...parts.map((data) => push([1, data])),
  push([2, null]),
  '</body></html>',
].join('');

/** What the page's inline scripts leave in `self.__next_f` when a browser runs them. */
function run(html: string): unknown[] {
  const context = { self: {} as { __next_f?: unknown[] } };
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
    vm.runInNewContext(code as string, context);
  return context.self.__next_f ?? [];
}

describe('a page’s data in single quotes', () => {
  const page = compacted(PAGE);

  it('is what the browser reads from the page, push by push', () => {
    expect(run(page)).toEqual(run(PAGE));
    expect(run(page)).toEqual([[0], ...parts.map((data) => [1, data]), [2, null]]);
  });

  it('is what the store reads from the page’s HTML when it follows a link in place', () => {
    expect(flightDataOf(page)).toBe(parts.join(''));
    expect(flightDataOf(PAGE)).toBe(parts.join(''));
  });

  it('is shorter, and cannot close its script or open a comment', () => {
    expect(page.length).toBeLessThan(PAGE.length);
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code as string);
    expect(scripts).toHaveLength(5);
    for (const code of scripts) {
      expect(code).not.toMatch(/<\/script|<!--/i);
      expect(code).not.toMatch(/[\u2028\u2029\0]/);
    }
    expect(page).toContain(
      '<script>self.__next_f.push([1,\'1:"$Sreact.fragment"\\n2:I[39756,[],"default"]\\n\'])',
    );
  });

  it('leaves a page without data as it was', () => {
    const plain = '<!DOCTYPE html><html><body><h1>Page Not Found</h1></body></html>';
    expect(compacted(plain)).toBe(plain);
  });
});
