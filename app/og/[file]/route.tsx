import { ImageResponse } from 'next/og';
import { getCategory, getProduct, getProducts, photoSource, productPhotos } from '@/lib/catalog';
import { productIllustrationSvg } from '@/lib/illustrations';
import { renderPhoto } from '@/lib/photo-render';
import { formatPrice, toCents } from '@/lib/money';
import { site } from '@/data/site';
import { facts } from '@/data/facts';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Share images (1200 x 630) for the store and for each product, and the logo, rendered to PNG at build time. */
export function generateStaticParams() {
  return [
    { file: 'default.png' },
    { file: 'logo.png' },
    ...getProducts().map((p) => ({ file: `product-${p.id}.png` })),
  ];
}

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

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === 'logo.png') {
    return new ImageResponse(<Mark size={512} />, { width: 512, height: 512 });
  }
  if (file === 'default.png') {
    return new ImageResponse(
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
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 28 }}>
          <Mark size={110} />
          <div style={{ fontSize: 64, fontWeight: 700, color: '#1e3a8a' }}>{site.name}</div>
        </div>
        <div style={{ marginTop: 48, fontSize: 44, lineHeight: 1.25 }}>
          CPAP, oxygen, mobility and patient-care equipment for home
        </div>
        <div style={{ marginTop: 28, fontSize: 34, color: '#166534' }}>Medicare Part B accepted</div>
        <div style={{ marginTop: 36, fontSize: 30, color: '#475569' }}>
          {`${facts.phone} · ${facts.address.city}, ${facts.address.region}`}
        </div>
      </div>,
      { width: 1200, height: 630 },
    );
  }
  const product = getProduct(Number(/^product-(\d+)\.png$/.exec(file)?.[1]));
  if (!product) return new Response('Not found', { status: 404 });
  // The product's first photo when it has one, else its drawing, on the left half.
  const [photo] = productPhotos(product);
  const image = photo
    ? `data:image/jpeg;base64,${(await renderPhoto(photoSource(photo.file), { width: 630, height: 630, format: 'jpeg' })).toString('base64')}`
    : `data:image/svg+xml;base64,${Buffer.from(productIllustrationSvg(product.illustration, product.category, product.imagePlaceholder, { flat: true })).toString('base64')}`;
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#ffffff', fontSize: 32 }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered by the image generator, not a page */}
      <img src={image} width={630} height={630} alt="" style={{ objectFit: 'cover' }} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: 48,
          width: 570,
          color: '#0f172a',
        }}
      >
        <div style={{ color: brand, fontSize: 26 }}>{getCategory(product.category)?.name}</div>
        <div style={{ fontSize: 48, lineHeight: 1.15, marginTop: 12 }}>{product.name}</div>
        <div style={{ fontSize: 56, marginTop: 24, color: '#0f172a' }}>
          {formatPrice(toCents(product.price))}
        </div>
        {product.medicareEligible ? (
          <div style={{ marginTop: 20, color: '#166534', fontSize: 28 }}>Medicare Part B eligible</div>
        ) : null}
        <div style={{ marginTop: 36, fontSize: 24, color: '#475569' }}>{`${site.name} · ${facts.phone}`}</div>
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
