import { callModule } from './call-module';

// The custom properties a page's inlined CSS drops (scripts/unused-properties.mjs), worked out as the build's last
// pass works them out.

const lightened = (html: string) =>
  callModule('scripts/unused-properties.mjs', 'withoutUnusedPropertiesInPage', [html]);

// As Tailwind writes it, minified: registered properties with their fallback for browsers without `@property`, the
// theme, the utilities the page's markup matched, and a query the minifier wrote in its older form.
const CSS = [
  '@layer properties{@supports (not (margin-trim:block)){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root{--font-sans:ui-sans-serif, "Segoe UI", sans-serif;--default-font-family:var(--font-sans);',
  '--font-mono:ui-monospace, monospace;--default-mono-font-family:var(--font-mono);--color-slate-700:#314158;',
  '--color-red-600:#e40014;--color-brand-700:#1e40af;--spacing:.25rem}}',
  '@layer components;',
  '@layer utilities{html{font-family:var(--default-font-family)}.border{border-style:var(--tw-border-style);',
  'border-width:1px}.font-bold{--tw-font-weight:700;font-weight:700}.p-4{padding:calc(var(--spacing) * 4)}',
  '.text-slate-700{color:var(--color-slate-700)}.ring-only{--tw-ring-color:red}',
  '@media (min-width:40rem){.sm\\:p-6{padding:calc(var(--spacing) * 6)}}}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-font-weight{syntax:"*";inherits:false}',
].join('');

const page = (css: string, body = '<p class="p-4 text-slate-700">Folding Walker</p>') =>
  `<!DOCTYPE html><html><head><style>${css}</style></head><body>${body}</body></html>`;
const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';

describe('the custom properties a page’s inlined CSS keeps', () => {
  const css = styleOf(lightened(page(CSS)));

  it('are those its rules read, directly or through another', () => {
    expect(css).toContain('--color-slate-700:#314158');
    expect(css).toContain('--spacing:.25rem');
    expect(css).toContain('--default-font-family:var(--font-sans)');
    expect(css).toContain('--font-sans:ui-sans-serif, "Segoe UI", sans-serif');
    expect(css).toContain('*,:before,:after{--tw-border-style:solid}');
    expect(css).toContain('@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}');
  });

  it('are not the theme’s and Tailwind’s others, nor the rules left empty by their going', () => {
    for (const gone of [
      '--color-red-600',
      '--color-brand-700',
      '--font-mono',
      '--tw-shadow',
      '--tw-font-weight',
    ])
      expect(css).not.toContain(gone);
    expect(css).not.toContain('.ring-only');
    expect(css).toContain('.font-bold{font-weight:700}');
  });

  it('leave everything else as it was written', () => {
    expect(css).toContain('@layer components;');
    expect(css).toContain('@media (min-width:40rem){.sm\\:p-6{padding:calc(var(--spacing) * 6)}}');
    expect(css).toContain('.border{border-style:var(--tw-border-style);border-width:1px}');
    expect(css.length).toBeLessThan(CSS.length);
  });

  it('include what the page’s markup reads', () => {
    const styled = styleOf(lightened(page(CSS, '<p style="color:var(--color-red-600)">Out of stock</p>')));
    expect(styled).toContain('--color-red-600:#e40014');
    expect(styled).not.toContain('--color-brand-700');
  });
});
