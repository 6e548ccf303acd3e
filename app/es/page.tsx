import { HomePage, homeMetadata } from '@/app/_pages/home';

export const generateMetadata = () => homeMetadata('es');

export default function SpanishHome() {
  return <HomePage locale="es" />;
}
