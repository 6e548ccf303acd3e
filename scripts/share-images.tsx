// After `next build`: draws the share images into the export (`out/og/`): the store's card and logo, and one
// 1200x630 card per product (its photo or drawing, category, name, price, Medicare, phone). Satori lays the card
// out with the fonts shipped in node_modules (Noto Sans: Latin, Latin Extended, Greek, Cyrillic), so the build
// never fetches a glyph; sharp renders its SVG (the text, right of the picture), puts the picture on its left and
// writes a palette PNG, which for flat colours looks the same at a third of the bytes. (The picture is drawn on
// its own and joined to the text, not put in Satori's SVG as an image: rendering an SVG nested in another took over
// half of each card's time.)
// Thousands of products are shared out among the machine's cores.
// A card unchanged since the last build (the same SVG and the same picture, so the same text, photo and drawing)
// is copied from the cache instead of drawn again (`.next/cache/share-images`, kept as Next keeps its own cache):
// after an edit to a few products, a rebuild draws those few. Cards no build uses any more leave the cache.
// Usage: node --import tsx scripts/share-images.tsx [--dir out] [--cache .next/cache/share-images]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp, { type Sharp } from 'sharp';
import { facts } from '../data/facts';
import { site } from '../data/site';
import { getCategory, getProducts, photoSource } from '../lib/build/catalog';
import { productPhotos } from '../lib/domain/product';
import type { Product } from '../lib/domain/catalog-schema';
import { DRAWING_SIZE, productIllustrationSvg } from '../lib/build/illustrations';
import { formatPrice, toCents } from '../lib/domain/money';
import { renderPhoto } from '../lib/build/photo-render';
import { drawableText, shareImageFile } from '../lib/domain/share-image';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const root = arg('dir') ?? 'out';
const dir = path.join(root, 'og');
const cache = arg('cache') ?? path.join('.next', 'cache', 'share-images');

const require = createRequire(import.meta.url);
const subsets = ['latin', 'latin-ext', 'greek', 'cyrillic'];
// Each subset under a name of its own, listed in order: a glyph missing from one is looked for in the next.
const fontFamily = subsets.map((subset) => `Noto Sans ${subset}`).join(', ');
const fonts = subsets.flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({
    name: `Noto Sans ${subset}`,
    weight,
    style: 'normal' as const,
    data: readFileSync(
      require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
    ),
  })),
);

const brand = '#1d4ed8';

function Mark({ size }: { size: number }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size / 5,
        background: brand,
        color: '#ffffff',
        fontSize: size * 0.7,
        lineHeight: 1,
      }}
    >
      +
    </div>
  );
}

const storeCard = (
  <div
    style={{
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      width: '100%',
      height: '100%',
      padding: 72,
      background: '#eff6ff',
      color: '#0f172a',
      fontFamily,
    }}
  >
    <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
      <Mark size={110} />
      <div style={{ fontSize: 64, fontWeight: 700, color: '#1e3a8a' }}>{site.name}</div>
    </div>
    <div style={{ marginTop: 48, fontSize: 44, lineHeight: 1.25, width: 1056 }}>
      CPAP, oxygen, mobility and patient-care equipment for home
    </div>
    <div style={{ marginTop: 28, fontSize: 34, color: '#166534' }}>Medicare Part B accepted</div>
    <div style={{ marginTop: 36, fontSize: 30, color: '#475569' }}>
      {`${facts.phone} · ${facts.address.city}, ${facts.address.region}`}
    </div>
  </div>
);

/**
 * The card's picture, its left 580 × 630: the product's first photo when it has one, else its drawing. What it is
 * drawn from names it in the cache; it is drawn only for a card the cache does not hold.
 */
const PICTURE = { width: 580, height: 630 } as const;
interface Picture {
  source: string | Buffer;
  draw: () => Promise<Buffer>;
  /** A photo keeps the full palette; a drawing's card is as flat as its text. */
  photo: boolean;
}
function productPicture(product: Product): Picture {
  const [photo] = productPhotos(product);
  // As raw pixels, four channels a pixel like the card's, to be copied into it row by row.
  const cover = (image: Sharp) =>
    image.resize(PICTURE.width, PICTURE.height, { fit: 'cover' }).ensureAlpha(1).raw().toBuffer();
  if (photo) {
    const file = photoSource(photo.file);
    return {
      source: readFileSync(file),
      photo: true,
      // The photo whole on a white square, its middle kept, as `object-fit: cover` would.
      draw: async () =>
        cover(
          sharp(await renderPhoto(file, { width: PICTURE.height, height: PICTURE.height, format: 'jpeg' })),
        ),
    };
  }
  const drawing = productIllustrationSvg(product.illustration, product.category, product.imagePlaceholder, {
    flat: true,
  });
  return {
    source: drawing,
    photo: false,
    // The drawing 630 high, its middle kept.
    draw: () => cover(sharp(Buffer.from(drawing), { density: (72 * PICTURE.height) / DRAWING_SIZE.height })),
  };
}

/**
 * The card's text, its right part: the picture beside it is drawn on its own (productPicture) and the two are
 * joined row by row, so Satori lays out and sharp renders only the part with text.
 */
function productCard(product: Product): ReactNode {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: '#ffffff',
        fontSize: 32,
        fontFamily,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          padding: 48,
          color: '#0f172a',
        }}
      >
        <div style={{ color: brand, fontSize: 26 }}>{getCategory(product.category)?.name}</div>
        <div style={{ fontSize: 48, lineHeight: 1.15, marginTop: 12 }}>{drawableText(product.name)}</div>
        <div style={{ fontSize: 56, marginTop: 24, color: '#0f172a' }}>
          {formatPrice(toCents(product.price))}
        </div>
        {product.medicareEligible ? (
          <div style={{ marginTop: 20, color: '#166534', fontSize: 28 }}>Medicare Part B eligible</div>
        ) : null}
        <div style={{ marginTop: 36, fontSize: 24, color: '#475569' }}>{`${site.name} · ${facts.phone}`}</div>
      </div>
    </div>
  );
}

// Flat colours need no dithering, and without it the palette is found in half the time. A palette's rows compress
// as well unfiltered: adaptive filtering only adds time and bytes. The palette's least effort finds one as good for
// cards of a few flat colours: the same bytes, 3 ms a card sooner (24 against 27 ms, forty cards). zlib's level 6
// rather than 9: all 5,000 cards of the benchmark's catalogue are drawn in 121–140 s instead of 165–217 s (two
// cores, three runs each, with two or three processes), for 2.3 KB more a card (24.5 against 22.2 KB); level 8
// saved 3 ms a card of the 10.
// A card without a photo (text, a drawing's flat colours and their smoothed edges) has about 50 colours; it keeps
// 16, four bits a pixel, and is a quarter smaller (18.5 against 24.5 KB, the benchmark catalogue's first 200 cards,
// in the same time). The text and the drawing look the same; a small patch of a colour of its own, the drawing's
// blue button or the category's blue, may come out a shade off. A photo keeps the full palette.
const pngOptions = {
  palette: true,
  quality: 90,
  compressionLevel: 6,
  adaptiveFiltering: false,
  effort: 1,
  dither: 0,
} as const;
const pngOptionsFor = (picture?: Picture) => (picture?.photo ? pngOptions : { ...pngOptions, colours: 16 });
let reused = 0;

/** Draws `card` as a `width` × `height` PNG; with a `picture`, the card is the part to the picture's right. */
async function draw(file: string, card: ReactNode, width: number, height: number, picture?: Picture) {
  const svg = await satori(card, { width: picture ? width - PICTURE.width : width, height, fonts });
  const key = createHash('sha256')
    .update(JSON.stringify(pngOptionsFor(picture)))
    .update(svg)
    .update(picture?.source ?? '')
    .digest('hex');
  const cached = path.join(cache, `${key}.png`);
  if (existsSync(cached)) {
    // Touched, so the pruning at the end knows this build used it.
    const now = new Date();
    utimesSync(cached, now, now);
    copyFileSync(cached, path.join(dir, file));
    reused++;
    return;
  }
  const drawn = await sharp(Buffer.from(svg)).ensureAlpha(1).raw().toBuffer({ resolveWithObject: true });
  let { data, info } = drawn;
  if (picture) {
    // The picture is opaque and the card's height: each row is its row then the text's (sharp's composite blends
    // each pixel, which cost about as much again as drawing the card).
    const pixels = await picture.draw();
    const { channels } = info;
    const left = PICTURE.width * channels;
    const right = info.width * channels;
    data = Buffer.allocUnsafe(width * height * channels);
    for (let y = 0; y < height; y++) {
      pixels.copy(data, y * (left + right), y * left, (y + 1) * left);
      drawn.data.copy(data, y * (left + right) + left, y * right, (y + 1) * right);
    }
    info = { ...info, width };
  }
  const png = await sharp(data, { raw: info }).png(pngOptionsFor(picture)).toBuffer();
  writeFileSync(path.join(dir, file), png);
  // Written aside and renamed, so another process never copies half a file.
  const partial = `${cached}.${process.pid}`;
  writeFileSync(partial, png);
  renameSync(partial, cached);
}

/** Draws every n-th product's card from the k-th; returns how many came from the cache. */
async function drawShare(k: number, n: number) {
  const before = reused;
  const products = getProducts().filter((_, i) => i % n === k);
  for (const product of products)
    await draw(shareImageFile(product.id), productCard(product), 1200, 630, productPicture(product));
  return reused - before;
}

const shard = arg('shard');
if (shard) {
  // One share of the products, `--shard k/n`. The one line a part prints: how many of its cards came from the cache.
  const [k, n] = shard.split('/').map(Number) as [number, number];
  console.log(`reused ${await drawShare(k, n)}`);
} else {
  const started = Date.now();
  mkdirSync(dir, { recursive: true });
  mkdirSync(cache, { recursive: true });
  await draw('default.png', storeCard, 1200, 630);
  await draw('logo.png', <Mark size={512} />, 512, 512);
  const storeCardsReused = reused;
  const count = getProducts().length;
  const shards = Math.max(1, Math.min(availableParallelism(), Math.ceil(count / 100)));
  const self = fileURLToPath(import.meta.url);
  // A few hundred cards are drawn here; more are shared among processes, one a core (node itself, not `npx`,
  // which costs a second a process).
  const parts =
    shards === 1
      ? [await drawShare(0, 1)]
      : await Promise.all(
          Array.from(
            { length: shards },
            (_, k) =>
              new Promise<number>((resolve, reject) => {
                const child = spawn(
                  process.execPath,
                  ['--import', 'tsx', self, '--dir', root, '--cache', cache, '--shard', `${k}/${shards}`],
                  { stdio: ['ignore', 'pipe', 'inherit'] },
                );
                let said = '';
                child.stdout.on('data', (chunk: Buffer) => (said += chunk));
                child.on('exit', (status) =>
                  status === 0
                    ? resolve(Number(/^reused (\d+)$/m.exec(said)?.[1] ?? 0))
                    : reject(new Error(`share images, part ${k + 1}: failed`)),
                );
              }),
          ),
        );
  // Whole seconds: a file system may keep modification times no finer.
  const unused = readdirSync(cache).filter(
    (name) => statSync(path.join(cache, name)).mtimeMs < Math.floor(started / 1000) * 1000,
  );
  for (const name of unused) rmSync(path.join(cache, name), { force: true });
  const fromCache = storeCardsReused + parts.reduce((a, b) => a + b, 0);
  console.log(
    `Share images: ${count + 2} PNGs in ${dir} (${count + 2 - fromCache} drawn, ${fromCache} from the cache), ${shards} processes, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
