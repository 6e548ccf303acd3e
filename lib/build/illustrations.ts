import type { IllustrationKind } from '@/lib/domain/catalog-schema';

/**
 * Flat illustrations drawn for each product, in one style: a soft tile in the category's color,
 * the device in white and pale blue with a navy outline. Coordinates are on a 400 x 300 canvas.
 */
const INK = '#1e3a5f';
const body = `fill="#ffffff" stroke="${INK}" stroke-width="4" stroke-linejoin="round"`;
const pale = `fill="#dbeafe" stroke="${INK}" stroke-width="4" stroke-linejoin="round"`;
const accent = `fill="#2563eb" stroke="${INK}" stroke-width="4"`;
const line = `fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"`;
const thin = `fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`;

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-width="7"/><circle cx="${cx}" cy="${cy}" r="${Math.max(4, r / 6)}" fill="${INK}"/>` +
  (r > 30
    ? `<path d="M${cx - r + 8} ${cy}H${cx + r - 8}M${cx} ${cy - r + 8}V${cy + r - 8}" stroke="${INK}" stroke-width="2"/>`
    : '');

const cpapBox = (screen: string) =>
  `<rect x="90" y="110" width="220" height="120" rx="26" ${body}/>` +
  `<rect x="230" y="90" width="90" height="140" rx="20" ${pale}/>` +
  `<rect x="112" y="130" width="92" height="52" rx="8" fill="${screen}" stroke="${INK}" stroke-width="4"/>` +
  `<circle cx="158" cy="206" r="12" ${accent}/>` +
  `<path d="M320 140c40 0 50-60 10-80" ${line}/>`;

const drawings: Record<IllustrationKind, string> = {
  cpap: cpapBox('#bfdbfe'),
  bipap: cpapBox('#c7d2fe') + `<path d="M124 150h30M124 162h50" stroke="${INK}" stroke-width="4"/>`,
  mask:
    `<path d="M200 70c60 0 90 50 80 110-8 46-40 70-80 70s-72-24-80-70c-10-60 20-110 80-110z" ${pale}/>` +
    `<path d="M200 100c36 0 54 34 48 74-5 30-24 46-48 46s-43-16-48-46c-6-40 12-74 48-74z" ${body}/>` +
    `<path d="M120 140C70 130 60 100 70 80M280 140c50-10 60-40 50-60M130 220c-40 10-60 30-60 50M270 220c40 10 60 30 60 50" ${line}/>` +
    `<circle cx="200" cy="196" r="16" ${accent}/>`,
  humidifier:
    `<rect x="120" y="90" width="160" height="150" rx="24" ${body}/>` +
    `<rect x="140" y="120" width="120" height="90" rx="14" fill="#bae6fd" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M140 170c20-12 40 12 60 0s40 12 60 0v40H140z" fill="#60a5fa"/>` +
    `<path d="M180 70c0-14 10-20 10-30M210 70c0-14 10-20 10-30" ${thin}/>`,
  concentrator:
    `<rect x="130" y="40" width="140" height="200" rx="22" ${body}/>` +
    `<rect x="150" y="62" width="100" height="44" rx="8" ${pale}/>` +
    `<circle cx="180" cy="84" r="10" ${accent}/><rect x="206" y="78" width="30" height="12" rx="6" fill="${INK}"/>` +
    `<path d="M150 130h100M150 150h100M150 170h100" stroke="${INK}" stroke-width="3"/>` +
    `<path d="M270 110c60 10 60 80 20 110" ${line}/>` +
    wheel(155, 252, 14) +
    wheel(245, 252, 14),
  'portable-concentrator':
    `<rect x="130" y="90" width="150" height="130" rx="22" ${body}/>` +
    `<path d="M160 90c0-40 90-40 90 0" ${line}/>` +
    `<rect x="150" y="112" width="110" height="36" rx="8" ${pale}/>` +
    `<rect x="130" y="196" width="150" height="24" rx="10" fill="#2563eb" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M280 150c50 0 60 50 30 80" ${line}/>`,
  nebulizer:
    `<rect x="80" y="150" width="170" height="90" rx="20" ${body}/>` +
    `<circle cx="120" cy="195" r="12" ${accent}/><path d="M150 185h70M150 205h70" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M250 190c40 0 40-60 60-80" ${line}/>` +
    `<path d="M290 60h50l-8 60h-34z" ${pale}/><path d="M300 60c0-20 30-20 30 0" ${thin}/>`,
  oximeter:
    `<rect x="110" y="90" width="190" height="120" rx="50" ${body}/>` +
    `<rect x="150" y="118" width="110" height="64" rx="10" fill="#0f172a" stroke="${INK}" stroke-width="4"/>` +
    `<text x="162" y="160" font-family="Arial,sans-serif" font-size="28" font-weight="700" fill="#38bdf8">98</text>` +
    `<text x="212" y="160" font-family="Arial,sans-serif" font-size="22" fill="#4ade80">72</text>` +
    `<path d="M80 150h30" ${line}/>`,
  wheelchair:
    wheel(170, 210, 62) +
    wheel(290, 250, 14) +
    `<path d="M140 70v100h110l40 80M140 170l-20 70M250 110h-110" ${line}/>` +
    `<rect x="140" y="150" width="112" height="20" rx="6" fill="#2563eb" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="128" y="66" width="22" height="90" rx="6" fill="#2563eb" stroke="${INK}" stroke-width="4"/>`,
  'lightweight-wheelchair':
    wheel(170, 210, 62) +
    wheel(290, 250, 14) +
    `<path d="M150 76v94h100l40 80M250 170l40-40h30" ${line}/>` +
    `<rect x="150" y="150" width="102" height="20" rx="6" fill="#0ea5e9" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="138" y="72" width="22" height="84" rx="6" fill="#0ea5e9" stroke="${INK}" stroke-width="4"/>`,
  walker:
    `<path d="M130 60h140M140 60l-20 190M260 60l20 190M128 150h144M146 60v-10M254 60v-10" ${line}/>` +
    wheel(120, 252, 14) +
    `<rect x="272" y="244" width="20" height="14" rx="4" fill="${INK}"/>` +
    `<rect x="136" y="48" width="30" height="22" rx="8" fill="#2563eb"/><rect x="234" y="48" width="30" height="22" rx="8" fill="#2563eb"/>`,
  rollator:
    `<path d="M140 60l-30 180M260 60l30 180M128 140h144" ${line}/>` +
    `<rect x="132" y="126" width="136" height="24" rx="8" fill="#2563eb" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M150 170h100l-10 40h-80z" ${pale}/>` +
    `<path d="M126 60h28M246 60h28" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>` +
    wheel(110, 244, 18) +
    wheel(290, 244, 18),
  cushion:
    `<path d="M200 60c70 0 104 56 92 120-10 50-46 76-92 76s-82-26-92-76c-12-64 22-120 92-120z" fill="#dbeafe" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M200 96c44 0 64 36 56 80-6 32-28 48-56 48s-50-16-56-48c-8-44 12-80 56-80z" fill="#eef2ff" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M152 150c16-20 80-20 96 0" ${thin}/>`,
  tubing:
    `<path d="M70 90c60 0 60 120 130 120s70-120 130-120" fill="none" stroke="${INK}" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="M70 90c60 0 60 120 130 120s70-120 130-120" fill="none" stroke="#dbeafe" stroke-width="22" stroke-linecap="round" stroke-dasharray="6 10"/>` +
    `<rect x="40" y="70" width="40" height="40" rx="8" ${body}/><rect x="320" y="70" width="40" height="40" rx="8" ${body}/>`,
  filter:
    `<rect x="110" y="80" width="150" height="110" rx="10" ${body}/>` +
    `<rect x="140" y="110" width="150" height="110" rx="10" ${pale}/>` +
    `<path d="M160 135h110M160 155h110M160 175h110M160 195h110" stroke="${INK}" stroke-width="3"/>`,
  'knee-brace':
    `<path d="M150 40h100l-10 100 10 120H150l10-120z" ${pale}/>` +
    `<rect x="136" y="110" width="26" height="70" rx="10" ${body}/><rect x="238" y="110" width="26" height="70" rx="10" ${body}/>` +
    `<circle cx="149" cy="145" r="9" ${accent}/><circle cx="251" cy="145" r="9" ${accent}/>` +
    `<path d="M150 70h100M150 220h100" stroke="#2563eb" stroke-width="14"/>` +
    `<circle cx="200" cy="145" r="26" fill="none" stroke="${INK}" stroke-width="4"/>`,
  'back-brace':
    `<path d="M80 110c80-30 160-30 240 0v90c-80 30-160 30-240 0z" ${pale}/>` +
    `<rect x="170" y="100" width="60" height="110" rx="12" ${body}/>` +
    `<path d="M90 140h80M230 140h80M90 170h80M230 170h80" stroke="#2563eb" stroke-width="8"/>` +
    `<path d="M186 120v70M214 120v70" stroke="${INK}" stroke-width="3"/>`,
  'hospital-bed':
    `<rect x="70" y="150" width="260" height="34" rx="8" ${body}/>` +
    `<path d="M90 150l40-50h60l10 50" ${pale}/>` +
    `<path d="M60 90v150M340 120v120M70 184v50M330 184v50" ${line}/>` +
    `<rect x="210" y="124" width="110" height="16" rx="6" fill="#2563eb" stroke="${INK}" stroke-width="3"/>` +
    wheel(80, 248, 10) +
    wheel(320, 248, 10),
  'shower-chair':
    `<rect x="130" y="130" width="150" height="28" rx="10" ${body}/>` +
    `<rect x="140" y="60" width="130" height="56" rx="12" ${pale}/>` +
    `<path d="M146 158l-14 90M264 158l14 90M170 158l-6 90M240 158l6 90M130 128v-28h-12M280 128v-28h12" ${line}/>` +
    `<circle cx="180" cy="144" r="4" fill="${INK}"/><circle cx="205" cy="144" r="4" fill="${INK}"/><circle cx="230" cy="144" r="4" fill="${INK}"/>`,
};

const tileColors: Record<string, [string, string]> = {
  'sleep-therapy': ['#eef2ff', '#c7d2fe'],
  respiratory: ['#ecfeff', '#a5f3fc'],
  mobility: ['#f0fdf4', '#bbf7d0'],
  'patient-care': ['#fff7ed', '#fed7aa'],
  braces: ['#fdf2f8', '#fbcfe8'],
};

/** Text made safe for XML and SVG, in element content and in quoted attributes. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A category added to the catalogue later gets a neutral tile. */
const otherTile: [string, string] = ['#f8fafc', '#cbd5e1'];

/** The colour halfway between two `#rrggbb` colours. */
const midway = (a: string, b: string) =>
  `#${[1, 3, 5]
    .map((i) => Math.round((parseInt(a.slice(i, i + 2), 16) + parseInt(b.slice(i, i + 2), 16)) / 2))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

/** The size a drawing's SVG declares: twice its 400 × 300 view box. */
export const DRAWING_SIZE = { width: 800, height: 600 } as const;

/**
 * The drawing on its tile: a gradient in the category's colours, or one flat colour between them where the
 * drawing becomes a raster image (the share image), which a gradient would make three times the size.
 */
function tile(category: string, label: string, content: string, flat = false): string {
  const [light, dark] = tileColors[category] ?? otherTile;
  const background = flat
    ? `<rect width="400" height="300" fill="${midway(light, dark)}"/>`
    : `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
      `<rect width="400" height="300" fill="url(#g)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="${DRAWING_SIZE.width}" height="${DRAWING_SIZE.height}" role="img" aria-label="${escapeXml(label)}">` +
    `${background}${content}</svg>`
  );
}

/** The product drawing; `flat` for a raster copy of it, on a tile of one colour. */
export function productIllustrationSvg(
  kind: IllustrationKind,
  category: string,
  label: string,
  { flat = false }: { flat?: boolean } = {},
): string {
  return tile(
    category,
    label,
    `<ellipse cx="200" cy="262" rx="150" ry="16" fill="${INK}" opacity="0.08"/>${drawings[kind]}`,
    flat,
  );
}

/** The product drawn small beside a card of its key facts (size, weight, capacity), in plain text. */
export function factsIllustrationSvg(
  kind: IllustrationKind,
  category: string,
  label: string,
  facts: readonly { label: string; value: string }[],
): string {
  const height = Math.max(1, facts.length) * 62 + 14;
  const top = (300 - height) / 2;
  const rows = facts
    .map((f, i) => {
      const y = top + 28 + i * 62;
      // Long values are squeezed to fit the card rather than cut.
      const fit = f.value.length > 18 ? ' textLength="176" lengthAdjust="spacingAndGlyphs"' : '';
      return (
        `<text x="204" y="${y}" font-family="Arial,sans-serif" font-size="13" fill="#334155">${escapeXml(f.label)}</text>` +
        `<text x="204" y="${y + 24}" font-family="Arial,sans-serif" font-size="17" font-weight="700" fill="${INK}"${fit}>${escapeXml(f.value)}</text>`
      );
    })
    .join('');
  return tile(
    category,
    label,
    `<g transform="translate(0 75) scale(0.5)">${drawings[kind]}</g>` +
      `<rect x="190" y="${top}" width="196" height="${height}" rx="14" fill="#ffffff" stroke="${INK}" stroke-width="2"/>` +
      rows,
  );
}
