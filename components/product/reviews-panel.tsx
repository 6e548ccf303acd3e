import { BadgeCheck } from 'lucide-react';
import type { Review } from '@/data/types';
import { buttonClass } from '@/components/ui/styles';
import { StarRating } from './star-rating';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function ReviewsPanel({ reviews }: { reviews: readonly Review[] }) {
  return (
    <div>
      <button type="button" className={buttonClass('secondary')}>
        Write a Review
      </button>
      {reviews.length === 0 ? (
        <p className="mt-4">No reviews yet for this product.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 p-4">
              <StarRating rating={r.rating} />
              <h3 className="mt-1 font-bold">{r.title}</h3>
              <p className="mt-1">{r.content}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                {r.name} · <time dateTime={r.date}>{dateFormat.format(new Date(r.date))}</time>
                {r.verified ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-emerald-800">
                    <BadgeCheck aria-hidden className="size-4" />
                    Verified purchase
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
