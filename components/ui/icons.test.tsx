import { renderToStaticMarkup } from 'react-dom/server';
import { outline, Phone, ShieldCheck } from './icons';

describe('icons drawn on the server', () => {
  it('draw an icon in a 24-unit SVG outlined by the stylesheet, with the caller’s attributes', () => {
    const svg = renderToStaticMarkup(<Phone aria-hidden className="size-4" />);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('class="icon size-4"');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain('stroke=');
    expect(renderToStaticMarkup(<Phone />)).toContain('class="icon"');
  });

  it('carry the outline as attributes where they are asked to (a sprite’s symbol)', () => {
    const svg = renderToStaticMarkup(<Phone {...outline} />);
    expect(svg).toContain('fill="none"');
    expect(svg).toContain('stroke="currentColor"');
    expect(svg).toContain('stroke-width="2"');
  });

  it('draw every part of an icon made of several shapes, at the size asked for', () => {
    const svg = renderToStaticMarkup(<ShieldCheck size="100%" />);
    expect(svg).toContain('width="100%"');
    expect(svg).toContain('height="100%"');
    expect(svg.match(/<path /g)).toHaveLength(2);
  });
});
