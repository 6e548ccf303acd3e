import { ImageResponse } from 'next/og';
import { getCategory, getProduct, getProducts } from '@/lib/catalog';
import { productIllustrationSvg } from '@/lib/illustrations';
import { formatPrice, toCents } from '@/lib/money';
import { site } from '@/data/site';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** A 1200 x 630 share image per product, rendered to PNG at build time. */
export function generateStaticParams() {
  return getProducts().map((p) => ({ file: `product-${p.id}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const product = getProduct(Number(/^product-(\d+)\.png$/.exec(file)?.[1]));
  if (!product) return new Response('Not found', { status: 404 });
  const svg = productIllustrationSvg(product.illustration, product.category, 0, product.imagePlaceholder);
  const image = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
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
        <div style={{ color: '#1d4ed8', fontSize: 26 }}>{getCategory(product.category)?.name}</div>
        <div style={{ fontSize: 48, lineHeight: 1.15, marginTop: 12 }}>{product.name}</div>
        <div style={{ fontSize: 56, marginTop: 24, color: '#0f172a' }}>
          {formatPrice(toCents(product.price))}
        </div>
        {product.medicareEligible ? (
          <div style={{ marginTop: 20, color: '#166534', fontSize: 28 }}>Medicare Part B eligible</div>
        ) : null}
        <div style={{ marginTop: 36, fontSize: 24, color: '#475569' }}>{`${site.name} · ${site.phone}`}</div>
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
