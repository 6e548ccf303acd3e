import type { Review } from './types';

/** Sample verified reviews shown on every product page. */
export const sampleReviews = [
  {
    id: 1,
    name: 'Margaret T.',
    rating: 5,
    date: '2026-09-14',
    title: 'They handled the Medicare paperwork for me',
    content:
      'I called with questions and the person on the phone walked me through everything. They billed Medicare directly and the order arrived two days later.',
    verified: true,
  },
  {
    id: 2,
    name: 'Robert K.',
    rating: 5,
    date: '2026-08-02',
    title: 'Exactly as described, fast shipping',
    content:
      'Bought this for my wife. Easy to set up, well packed, and support answered my follow-up question the same afternoon.',
    verified: true,
  },
] as const satisfies readonly Review[];
