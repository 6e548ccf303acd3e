import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoProblem, renderPhoto } from './photo-render';

const dir = mkdtempSync(path.join(tmpdir(), 'photos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const blue = { r: 30, g: 80, b: 200 };

/** Writes a one-colour picture of this size, as a supplier's camera or shop would. */
async function picture(
  name: string,
  width: number,
  height: number,
  { alpha = 1, orientation }: { alpha?: number; orientation?: number } = {},
): Promise<string> {
  const file = path.join(dir, name);
  let image = sharp({ create: { width, height, channels: 4, background: { ...blue, alpha } } });
  if (orientation) image = image.withMetadata({ orientation });
  await image.toFormat(path.extname(name) === '.png' ? 'png' : 'jpeg').toFile(file);
  return file;
}

/** The colour of one pixel of an encoded image, as a browser would draw it. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, a: data[at + 3]! };
}

const isWhite = (p: { r: number; g: number; b: number; a: number }) =>
  p.r > 245 && p.g > 245 && p.b > 245 && p.a === 255;
const isBlue = (p: { r: number; g: number; b: number }) =>
  Math.abs(p.r - blue.r) < 20 && Math.abs(p.g - blue.g) < 20 && Math.abs(p.b - blue.b) < 20;

describe('rendering a product photo', () => {
  it('fits the whole photo into each frame on white, in the format asked for', async () => {
    const tall = await picture('walker.jpg', 900, 1200);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const image = await renderPhoto(tall, { width: 640, height: 480, format });
      const meta = await sharp(image).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: 640, height: 480 });
      expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
      // A tall walker in a wide frame: white on both sides, the walker whole in the middle, top to bottom.
      expect(isWhite(await pixel(image, 5, 240))).toBe(true);
      expect(isWhite(await pixel(image, 634, 240))).toBe(true);
      expect(isBlue(await pixel(image, 320, 5))).toBe(true);
      expect(isBlue(await pixel(image, 320, 474))).toBe(true);
    }
  });

  it('turns a photo the way the camera held it', async () => {
    // Stored wide, but the camera says it was held upright: it is fitted as a tall photo.
    const upright = await picture('upright.jpg', 1200, 900, { orientation: 6 });
    const image = await renderPhoto(upright, { width: 1200, height: 675, format: 'jpeg' });
    expect(isWhite(await pixel(image, 200, 337))).toBe(true);
    expect(isBlue(await pixel(image, 600, 10))).toBe(true);
  });

  it('puts see-through parts of a picture on white, never black or clear', async () => {
    const cutOut = await picture('cut-out.png', 1200, 900, { alpha: 0 });
    for (const format of ['avif', 'webp'] as const) {
      const image = await renderPhoto(cutOut, { width: 320, height: 240, format });
      expect(isWhite(await pixel(image, 160, 120))).toBe(true);
    }
  });
});

describe('checking a photo file', () => {
  it('takes a photo at least 800×600, wide or tall', async () => {
    expect(await photoProblem(await picture('wide.jpg', 800, 600))).toBeNull();
    expect(await photoProblem(await picture('tall.png', 600, 800))).toBeNull();
  });

  it('says how big a photo too small to show sharply is, and how big it must be', async () => {
    expect(await photoProblem(await picture('narrow.jpg', 799, 600))).toBe(
      'is 799×600 pixels; a photo must be at least 800×600 (or 600×800)',
    );
    expect(await photoProblem(await picture('short.png', 800, 599))).toBe(
      'is 800×599 pixels; a photo must be at least 800×600 (or 600×800)',
    );
    expect(await photoProblem(await picture('slim.png', 599, 800))).toBe(
      'is 599×800 pixels; a photo must be at least 800×600 (or 600×800)',
    );
  });

  it('says when a file is not a picture at all', async () => {
    const notes = path.join(dir, 'notes.webp');
    writeFileSync(notes, 'these are words');
    expect(await photoProblem(notes)).toBe('is not a JPEG, PNG or WebP image that can be read');
    expect(await photoProblem(path.join(dir, 'gone.jpg'))).toBe(
      'is not a JPEG, PNG or WebP image that can be read',
    );
  });
});
