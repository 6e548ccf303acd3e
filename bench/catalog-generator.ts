// Writes a catalogue of N distinct products for measuring the store at scale (`npm run bench -- --catalog=5000`)
// and for the end-to-end tests' several-page listings. The store's own 16 products come first; each further
// product takes one of them as its kind (category, drawing, Medicare terms, specifications) and draws its
// brand, series, model, size, material, name, description, features and SKU from the vocabulary below, by a
// seeded random generator: the same N gives the same catalogue, and no two products share a name or SKU.
// The build reads it like the supplier's own folder (CATALOG_DIR); the production reader knows nothing of it.
// Usage: npx tsx bench/catalog-generator.ts --size 5000 --dir out-bench-catalog [--from data/catalog]
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A product and its reviews as the catalogue's JSON holds them (the build checks them against the schema). */
type RawProduct = Record<string, unknown> & { id: number; name: string; price: number };
interface RawReviews {
  stars: number[];
  reviews: unknown[];
}

/** mulberry32: a small, fast generator whose sequence depends only on its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Group = 'sleep' | 'respiratory' | 'mobility' | 'braces' | 'care';

const brands: Record<Group, string[]> = {
  sleep: [
    'ResMed',
    'Philips Respironics',
    'Fisher & Paykel',
    'React Health',
    'Transcend',
    'Luna',
    'Breas',
    'Apex',
  ],
  respiratory: [
    'Inogen',
    'Philips Respironics',
    'CAIRE',
    'Drive DeVilbiss',
    'Invacare',
    'Omron',
    'Pari',
    'Masimo',
  ],
  mobility: ['Drive Medical', 'Medline', 'Invacare', 'Karman', 'Hugo', 'Nova', 'Lumex', 'Carex'],
  braces: ['DonJoy', 'Aspen Medical', 'Breg', 'Mueller', 'Bauerfeind', 'Ossur', 'Vive', 'McDavid'],
  care: ['Invacare', 'Medline', 'Drive Medical', 'Joerns', 'Moen', 'Carex', 'Lumex', 'Graham-Field'],
};

const series = [
  'Aria',
  'Bravo',
  'Cirrus',
  'Delta',
  'Echo',
  'Flex',
  'Glide',
  'Horizon',
  'Ion',
  'Journey',
  'Keystone',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orbit',
  'Pilot',
  'Quest',
  'Rally',
  'Summit',
  'Tempo',
  'Unity',
  'Vista',
  'Willow',
  'Zenith',
  'Atlas',
  'Beacon',
  'Cadence',
  'Drift',
  'Ember',
  'Forte',
];

/** Per kind of product (by the store product it takes after): its group, names, sizes, materials and words. */
interface Kind {
  group: Group;
  code: string;
  types: string[];
  sizes: string[];
  materials: string[];
  uses: string[];
  parts: string[];
}

const kinds: Record<number, Kind> = {
  1: {
    group: 'sleep',
    code: 'CPAP',
    types: ['CPAP Machine', 'Auto CPAP', 'Travel CPAP', 'APAP Machine'],
    sizes: ['Compact', 'Standard', 'Travel'],
    materials: ['with Heated Tubing', 'with Humidifier', 'with Cellular Modem', 'with Ramp Comfort'],
    uses: ['for obstructive sleep apnea', 'for quiet therapy at night', 'for travel and home'],
    parts: ['pressure sensor', 'water chamber', 'air filter', 'power supply', 'display'],
  },
  2: {
    group: 'sleep',
    code: 'MASK',
    types: ['Full Face CPAP Mask', 'Nasal Mask', 'Nasal Pillows Mask', 'Hybrid Mask'],
    sizes: ['Small', 'Medium', 'Large', 'Wide'],
    materials: ['Silicone Cushion', 'Memory Foam Cushion', 'Gel Cushion', 'Fabric Wrap'],
    uses: ['for mouth breathers', 'for side sleepers', 'for a clear field of vision'],
    parts: ['headgear', 'cushion', 'elbow', 'frame', 'vent'],
  },
  3: {
    group: 'sleep',
    code: 'HUM',
    types: ['Heated Humidifier', 'Humidifier Chamber', 'Passover Humidifier'],
    sizes: ['300 mL', '380 mL', '450 mL'],
    materials: ['Dishwasher-Safe', 'Clear Polymer', 'Stainless Plate'],
    uses: ['for dry mouth and nose', 'for winter air', 'for comfortable therapy'],
    parts: ['water chamber', 'heater plate', 'seal', 'lid'],
  },
  4: {
    group: 'sleep',
    code: 'BPAP',
    types: ['BiPAP Machine', 'Bilevel Device', 'ST Bilevel Machine'],
    sizes: ['Compact', 'Standard', 'Clinical'],
    materials: ['with Humidifier', 'with Backup Rate', 'with Heated Tubing'],
    uses: ['for high pressure needs', 'for COPD with sleep apnea', 'for easier exhaling'],
    parts: ['pressure sensor', 'humidifier', 'filter', 'modem'],
  },
  5: {
    group: 'respiratory',
    code: 'OXC',
    types: ['Oxygen Concentrator', 'Home Concentrator', 'Stationary Concentrator'],
    sizes: ['3 Liter', '5 Liter', '10 Liter'],
    materials: ['with Oxygen Purity Alarm', 'with Low Noise Motor', 'with Wheels'],
    uses: ['for continuous home oxygen', 'for overnight oxygen', 'for COPD at home'],
    parts: ['flow meter', 'filter', 'humidifier bottle', 'cannula', 'alarm'],
  },
  6: {
    group: 'respiratory',
    code: 'POC',
    types: ['Portable Oxygen Concentrator', 'Pulse-Dose Concentrator', 'Travel Concentrator'],
    sizes: ['8-Cell', '16-Cell', 'Single Battery', 'Double Battery'],
    materials: ['with Carry Bag', 'with Car Charger', 'with Shoulder Strap'],
    uses: ['for travel and errands', 'for flights', 'for active days'],
    parts: ['battery', 'sieve bed', 'carry bag', 'charger', 'cannula'],
  },
  7: {
    group: 'respiratory',
    code: 'NEB',
    types: ['Compressor Nebulizer', 'Mesh Nebulizer', 'Pediatric Nebulizer'],
    sizes: ['Tabletop', 'Handheld', 'Pocket'],
    materials: ['with Reusable Cup', 'with Mask Kit', 'with Mouthpiece'],
    uses: ['for asthma medicine', 'for COPD treatments', 'for quick treatments'],
    parts: ['medicine cup', 'tubing', 'mask', 'filter', 'mouthpiece'],
  },
  8: {
    group: 'respiratory',
    code: 'OXI',
    types: ['Pulse Oximeter', 'Fingertip Oximeter', 'Wrist Oximeter'],
    sizes: ['Adult', 'Pediatric', 'Large Finger'],
    materials: ['OLED Display', 'Bluetooth', 'Lanyard'],
    uses: ['for spot checks at home', 'for checking oxygen levels', 'for exercise'],
    parts: ['display', 'sensor', 'lanyard', 'batteries'],
  },
  9: {
    group: 'mobility',
    code: 'WCH',
    types: ['Manual Wheelchair', 'Folding Wheelchair', 'Standard Wheelchair'],
    sizes: ['16"', '18"', '20"', '22"'],
    materials: ['Steel Frame', 'Chrome Frame', 'Nylon Upholstery'],
    uses: ['for everyday use', 'for home and clinic', 'for longer outings'],
    parts: ['footrests', 'armrests', 'wheel locks', 'seat', 'casters'],
  },
  10: {
    group: 'mobility',
    code: 'LWC',
    types: ['Lightweight Wheelchair', 'Transport Chair', 'Ultralight Wheelchair'],
    sizes: ['16"', '18"', '19"', '20"'],
    materials: ['Aluminum Frame', 'Titanium Frame', 'Padded Upholstery'],
    uses: ['for lifting into a car', 'for caregivers', 'for travel'],
    parts: ['leg rests', 'seat belt', 'hand brakes', 'back cushion'],
  },
  11: {
    group: 'mobility',
    code: 'WLK',
    types: ['Folding Walker', 'Wheeled Walker', 'Bariatric Walker', 'Hemi Walker'],
    sizes: ['Junior', 'Adult', 'Tall', 'Heavy-Duty'],
    materials: ['Aluminum', 'Steel', 'Anodized Aluminum'],
    uses: ['for steady walking', 'for recovery after surgery', 'for balance at home'],
    parts: ['glide caps', 'wheels', 'hand grips', 'side buttons'],
  },
  12: {
    group: 'mobility',
    code: 'ROL',
    types: ['Rollator', 'Upright Rollator', 'Three-Wheel Rollator', 'Rollator Transport Chair'],
    sizes: ['Petite', 'Standard', 'Tall', 'Wide'],
    materials: ['with Padded Seat', 'with Storage Bag', 'with Loop Brakes', 'with Cane Holder'],
    uses: ['for longer walks', 'for shopping trips', 'for resting on the way'],
    parts: ['seat', 'basket', 'brakes', 'backrest', 'wheels'],
  },
  13: {
    group: 'braces',
    code: 'KNE',
    types: ['Knee Brace', 'Hinged Knee Support', 'Knee Sleeve', 'Patella Stabilizer'],
    sizes: ['Small', 'Medium', 'Large', 'X-Large'],
    materials: ['Neoprene', 'Breathable Knit', 'Airmesh', 'Compression Fabric'],
    uses: ['for ligament support', 'for arthritis pain', 'for sports recovery'],
    parts: ['hinges', 'straps', 'buttress', 'stays'],
  },
  14: {
    group: 'braces',
    code: 'BCK',
    types: ['Back Brace', 'Lumbar Support', 'LSO Brace', 'Posture Corrector'],
    sizes: ['Small', 'Medium', 'Large', 'Universal'],
    materials: ['Rigid Panel', 'Elastic Mesh', 'Cotton Lined', 'Low Profile'],
    uses: ['for lower back pain', 'for post-surgery support', 'for lifting at work'],
    parts: ['back panel', 'pulley system', 'side straps', 'abdominal panel'],
  },
  15: {
    group: 'care',
    code: 'BED',
    types: ['Hospital Bed', 'Semi-Electric Bed', 'Full-Electric Bed', 'Homecare Bed'],
    sizes: ['Twin', 'Bariatric', 'Low Height', 'Extra Long'],
    materials: ['with Foam Mattress', 'with Half Rails', 'with Pressure Mattress', 'with Pendant'],
    uses: ['for care at home', 'for recovery', 'for safe transfers'],
    parts: ['mattress', 'rails', 'pendant', 'motor', 'casters'],
  },
  16: {
    group: 'care',
    code: 'SHW',
    types: ['Shower Chair', 'Bath Bench', 'Transfer Bench', 'Shower Stool'],
    sizes: ['Compact', 'Standard', 'Bariatric'],
    materials: ['with Back', 'with Arms', 'with Padded Seat', 'with Drain Holes'],
    uses: ['for safe bathing', 'for small bathrooms', 'for sitting while showering'],
    parts: ['legs', 'backrest', 'armrests', 'rubber tips', 'seat'],
  },
};

const adjectives = [
  'lightweight',
  'quiet',
  'sturdy',
  'compact',
  'durable',
  'easy-to-clean',
  'comfortable',
  'reliable',
  'adjustable',
  'simple',
];
const verbs = ['Adjusts', 'Folds', 'Cleans', 'Sets up', 'Packs', 'Locks', 'Fits', 'Opens'];
const manners = ['in seconds', 'without tools', 'with one hand', 'in a few steps', 'by hand', 'in minutes'];
const benefits = [
  'Backed by a two-year warranty',
  'Latex-free materials',
  'Easy-read instructions included',
  'Replacement parts in stock',
  'Tested for home use',
  'Made for daily use',
];

const pick = (rnd: () => number, list: readonly string[]): string =>
  list[Math.floor(rnd() * list.length)] ?? '';
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Star counts, 5 stars down to 1, for `total` reviews leaning the way `lean` (0 to 1) says. */
function stars(rnd: () => number, total: number, lean: number): number[] {
  const weights = [0.45 + lean * 0.4, 0.25, 0.12 - lean * 0.05, 0.1 - lean * 0.05, 0.08 - lean * 0.05];
  const counts = weights.map((w) => Math.floor(w * total));
  counts[0] = (counts[0] ?? 0) + total - counts.reduce((a, b) => a + b, 0);
  return counts;
}

/** Product `id` (past the store's own), of the kind of `template`. */
function generate(
  id: number,
  template: RawProduct,
  attempt = 0,
): { product: RawProduct; stars?: RawReviews } {
  const rnd = random(id * 2654435761 + attempt);
  const kind = kinds[template.id] as Kind;
  const brand = pick(rnd, brands[kind.group]);
  const line = `${pick(rnd, series)} ${(id % 97) + 2}`;
  const type = pick(rnd, kind.types);
  const size = pick(rnd, kind.sizes);
  const material = pick(rnd, kind.materials);
  const use = pick(rnd, kind.uses);
  const part = pick(rnd, kind.parts);
  const part2 = pick(
    rnd,
    kind.parts.filter((p) => p !== part),
  );
  const name = `${brand} ${line} ${size} ${type} ${material}`;
  const factor = 0.6 + rnd() * 0.9;
  const price = Math.max(5, Math.round(template.price * factor)) - 0.01;
  const originalPrice = rnd() < 0.6 ? Math.round(price * (1.1 + rnd() * 0.3)) + 0.99 : price;
  let total = rnd() < 0.15 ? 0 : Math.floor(rnd() * 400) + 1;
  let counts = stars(rnd, total, rnd());
  // The rating is the stars' average to the tenth; an average half-way between two tenths gets one more 5.
  const average = (): number => counts.reduce((s, c, i) => s + c * (5 - i), 0) / total;
  while (total && Math.abs(Math.round(average() * 10) / 10 - average()) > 0.049) {
    counts = [(counts[0] ?? 0) + 1, ...counts.slice(1)];
    total += 1;
  }
  const rating = total ? Math.round(average() * 10) / 10 : 0;
  const adjective = pick(rnd, adjectives);
  const description =
    `${/^[aeiou]/.test(adjective) ? 'An' : 'A'} ${adjective} ${type.toLowerCase()} from ${brand} ${use}, in a ${size.toLowerCase()} size ` +
    `${material.startsWith('with') ? material.toLowerCase() : `of ${material.toLowerCase()}`}. ` +
    `The ${part} ${pick(rnd, verbs).toLowerCase()} ${pick(rnd, manners)}, and the ${part2} ` +
    `is covered for ${1 + Math.floor(rnd() * 5)} years.`;
  const features = [
    `${pick(rnd, verbs)} ${pick(rnd, manners)}`,
    `${title(size)} ${type.toLowerCase()} ${use}`,
    `${title(part)} and ${part2} included`,
    pick(rnd, benefits),
  ].slice(0, 3 + Math.floor(rnd() * 2));
  const { photos: _photos, es, ...base } = template;
  // The made-up names and descriptions have no Spanish: the Spanish pages show them in English, marked so. What
  // the product shares with the one it takes after (specifications, Medicare terms, accessories) keeps its Spanish.
  const { specificationLabels, medicare, accessories } = (es ?? {}) as Record<string, unknown>;
  return {
    product: {
      ...base,
      es: { specificationLabels, medicare, accessories },
      id,
      name,
      brand,
      mpn: `${kind.code}-${id}${String.fromCharCode(65 + (id % 26))}`,
      price,
      originalPrice,
      imagePlaceholder: `${title(adjective)} ${type.toLowerCase()} by ${brand}`,
      images: [`${brand} ${type.toLowerCase()}, ${size.toLowerCase()}, ${material.toLowerCase()}`],
      rating,
      reviews: total,
      inStock: rnd() > 0.08,
      sku: `GEN-${kind.code}-${String(id).padStart(5, '0')}`,
      description,
      features,
    },
    stars: total ? { stars: counts, reviews: [] } : undefined,
  };
}

/** The store's catalogue in `from`, grown to `size` products; `size` at or below its own count leaves it be. */
export function generateCatalog(from: string, size: number) {
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(from, name), 'utf8'));
  const products = read('products.json') as RawProduct[];
  const reviews = read('reviews.json') as Record<string, RawReviews>;
  const templates = products.filter((p) => kinds[p.id]);
  const names = new Set(products.map((p) => p.name));
  let id = Math.max(...products.map((p) => p.id));
  for (let k = 0; products.length < size; k++) {
    const template = templates[k % templates.length] as RawProduct;
    id += 1;
    let made = generate(id, template);
    for (let attempt = 1; names.has(made.product.name); attempt++) made = generate(id, template, attempt);
    names.add(made.product.name);
    const { product, stars: counts } = made;
    products.push(product);
    if (counts) reviews[id] = counts;
  }
  return { categories: read('categories.json'), products, reviews };
}

/** Writes the grown catalogue to `dir`, with the photos of the store's own folder. */
function writeCatalog({ from = 'data/catalog', dir, size }: { from?: string; dir: string; size: number }) {
  cpSync(from, dir, { recursive: true });
  const catalog = generateCatalog(from, size);
  for (const name of ['categories', 'products', 'reviews'])
    writeFileSync(
      path.join(dir, `${name}.json`),
      `${JSON.stringify(catalog[name as keyof typeof catalog], null, 1)}\n`,
    );
  return catalog.products.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: string): string => {
    const at = process.argv.indexOf(`--${name}`);
    return (at > 0 ? process.argv[at + 1] : undefined) ?? fallback;
  };
  const size = Number(arg('size', '5000'));
  const dir = arg('dir', 'out-bench-catalog');
  const count = writeCatalog({ from: arg('from', 'data/catalog'), dir, size });
  console.log(`A catalogue of ${count} products written to ${dir}.`);
}
