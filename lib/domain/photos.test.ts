import {
  isPhoto,
  parsePhotoFileName,
  photoFile,
  photoFileNames,
  productPhotoBase,
  structuredPhotoPaths,
} from './photos';

describe('product photo files', () => {
  it('names a product’s photos from 1, under the product images folder', () => {
    expect(productPhotoBase(7, 0)).toBe('/images/products/7-photo-1');
    expect(productPhotoBase(12, 2)).toBe('/images/products/12-photo-3');
  });

  it('tells a photo from a drawing', () => {
    expect(isPhoto('/images/products/7-photo-1')).toBe(true);
    expect(isPhoto('/images/products/7-photo-12')).toBe(true);
    expect(isPhoto('/images/products/7-1.svg')).toBe(false);
    expect(isPhoto('/images/products/7-photo-1-320.webp')).toBe(false);
    expect(isPhoto('/images/products/7-photo-')).toBe(false);
    expect(isPhoto('/images/products/7-photo-x')).toBe(false);
  });

  it('names each size and format of a photo', () => {
    expect(photoFile('/images/products/7-photo-1', 640, 'avif')).toBe('/images/products/7-photo-1-640.avif');
  });

  it('lists every file the build writes for one photo: three widths in AVIF and WebP, and three shapes in JPEG', () => {
    expect(photoFileNames('/images/products/7-photo-1')).toEqual([
      '7-photo-1-320.avif',
      '7-photo-1-320.webp',
      '7-photo-1-640.avif',
      '7-photo-1-640.webp',
      '7-photo-1-960.avif',
      '7-photo-1-960.webp',
      '7-photo-1-1x1.jpg',
      '7-photo-1-4x3.jpg',
      '7-photo-1-16x9.jpg',
    ]);
  });

  it('reads back what each written file asks for', () => {
    expect(parsePhotoFileName('17-photo-2-640.webp')).toEqual({
      id: 17,
      index: 1,
      width: 640,
      height: 480,
      format: 'webp',
    });
    expect(parsePhotoFileName('7-photo-1-960.avif')).toEqual({
      id: 7,
      index: 0,
      width: 960,
      height: 720,
      format: 'avif',
    });
    expect(parsePhotoFileName('7-photo-1-1x1.jpg')).toEqual({
      id: 7,
      index: 0,
      width: 1200,
      height: 1200,
      format: 'jpeg',
    });
    expect(parsePhotoFileName('7-photo-12-320.avif')).toMatchObject({ id: 7, index: 11, width: 320 });
    expect(parsePhotoFileName('7-photo-1-4x3.jpg')).toMatchObject({ width: 1200, height: 900 });
    expect(parsePhotoFileName('7-photo-1-16x9.jpg')).toMatchObject({ width: 1200, height: 675 });
    for (const name of photoFileNames('/images/products/23-photo-4'))
      expect(parsePhotoFileName(name)).toMatchObject({ id: 23, index: 3 });
  });

  it('refuses any other file name', () => {
    for (const name of [
      '7-photo-1-500.webp',
      '7-photo-1-640.png',
      '7-photo-1-2x1.jpg',
      '7-photo-1-640.webp.txt',
      'x7-photo-1-640.webp',
      'a-photo-1-640.webp',
      '7-photo-b-640.webp',
      '7-photo-1-wide.webp',
      '7-1.svg',
    ])
      expect(parsePhotoFileName(name)).toBeNull();
  });

  it('gives search engines each photo at 1:1, 4:3 and 16:9, and nothing for a product without photos', () => {
    expect(structuredPhotoPaths({ id: 4, photos: [{}, {}] })).toEqual([
      '/images/products/4-photo-1-1x1.jpg',
      '/images/products/4-photo-1-4x3.jpg',
      '/images/products/4-photo-1-16x9.jpg',
      '/images/products/4-photo-2-1x1.jpg',
      '/images/products/4-photo-2-4x3.jpg',
      '/images/products/4-photo-2-16x9.jpg',
    ]);
    expect(structuredPhotoPaths({ id: 4 })).toEqual([]);
  });
});
