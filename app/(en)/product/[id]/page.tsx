import { ProductPage, productMetadata, productParams, type ProductProps } from '@/app/_pages/product';

export const dynamicParams = false;
export const generateStaticParams = productParams;
export const generateMetadata = (props: ProductProps) => productMetadata(props, 'en');

export default function EnglishProductPage(props: ProductProps) {
  return <ProductPage {...props} locale="en" />;
}
