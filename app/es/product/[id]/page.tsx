import { ProductPage, productMetadata, productParams, type ProductProps } from '@/app/_pages/product';

export const dynamicParams = false;
export const generateStaticParams = productParams;
export const generateMetadata = (props: ProductProps) => productMetadata(props, 'es');

export default function SpanishProductPage(props: ProductProps) {
  return <ProductPage {...props} locale="es" />;
}
