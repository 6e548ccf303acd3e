import { TrackOrder, trackOrderMetadata } from '@/app/_pages/track-order';

export const generateMetadata = () => trackOrderMetadata('en');

export default function EnglishTrackOrder() {
  return <TrackOrder locale="en" />;
}
