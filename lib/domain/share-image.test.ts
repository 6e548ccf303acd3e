import { drawableText, shareImageFile, shareImagePath } from './share-image';

describe('share images', () => {
  test('one card per product, by id', () => {
    expect(shareImageFile(12)).toBe('product-12.png');
    expect(shareImagePath(12)).toBe('/og/product-12.png');
  });

  test('keep Latin, Greek and Cyrillic names whole, with their accents, digits and signs', () => {
    for (const name of [
      'Drive Cruiser III 18" Manual Wheelchair',
      'Καρέκλα μπάνιου με πλάτη',
      'Кресло-коляска 46 см',
      'Fauteuil roulant léger – 18 kg, 2× plus stable',
      'Ventilador CPAP ResMed® AirSense™ 10',
      'Tiếng Việt: ghế tắm',
    ])
      expect(drawableText(name)).toBe(name);
  });

  test('leave out what no shipped font draws, and close up the spaces left', () => {
    expect(drawableText('Shower Chair 🚿 with Back')).toBe('Shower Chair with Back');
    expect(drawableText('כיסא רחצה Shower Chair')).toBe('Shower Chair');
    expect(drawableText('轮椅 Wheelchair')).toBe('Wheelchair');
    expect(drawableText('👍🏽❤️')).toBe('');
  });
});
