import { HomePage, homeMetadata } from '@/app/_pages/home';

export const generateMetadata = () => homeMetadata('en');

export default function EnglishHome() {
  return <HomePage locale="en" />;
}
