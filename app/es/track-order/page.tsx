import { TrackOrder, trackOrderMetadata } from '@/app/_pages/track-order';

export const generateMetadata = () => trackOrderMetadata('es');

export default function SpanishTrackOrder() {
  return <TrackOrder locale="es" />;
}
