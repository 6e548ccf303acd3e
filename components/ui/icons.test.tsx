import { renderToStaticMarkup } from 'react-dom/server';
import { Phone, ShieldCheck } from './icons';

describe('icons', () => {
  it('draw lucide’s outline in a 24-unit SVG with the caller’s attributes', () => {
    const svg = renderToStaticMarkup(<Phone aria-hidden className="size-4" />);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('size-4');
    expect(svg).toContain('aria-hidden="true"');
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
