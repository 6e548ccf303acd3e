import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locale';
import type { ReviewWords } from './review-words';
import type { ProductReviews, Review } from '@/lib/domain/catalog-schema';
import { StarRating } from './star-rating';
import { WriteReview } from './write-review';

const count = (n: number) => n.toLocaleString('en-US');

export function ReviewsPanel({
  productId,
  productName,
  rating,
  total,
  reviews: { stars, reviews },
  locale,
  starWords,
  formWords,
}: {
  locale: Locale;
  starWords: { rated: string; outOf: string; reviewCount: string };
  formWords: ReviewWords;
  productId: number;
  productName: string;
  rating: number;
  total: number;
  reviews: ProductReviews;
}) {
  const t = useTranslations('Product');
  const langOf = (r: Review) => ((r.language ?? 'en') === locale ? undefined : (r.language ?? 'en'));
  const otherLanguage = reviews.some((r) => langOf(r));
  const dateFormat = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <div>
      {total > 0 ? (
        <div className="grid gap-6 sm:grid-cols-[max-content_1fr] sm:items-center">
          <div>
            <p className="text-4xl font-bold">{rating.toFixed(1)}</p>
            <StarRating rating={rating} words={starWords} />
            <p className="text-sm text-slate-700">{t('ratings', { count: count(total) })}</p>
          </div>
          <table className="star-counts w-full max-w-md text-sm">
            <caption className="sr-only">{t('starsCaption')}</caption>
            <tbody>
              {stars.map((n, i) => {
                const value = 5 - i;
                const share = Math.round((n / total) * 100);
                return (
                  <tr key={value}>
                    <th scope="row">{value === 1 ? t('oneStar') : t('stars', { count: value })}</th>
                    <td className="w-full">
                      <span aria-hidden>
                        <span style={{ width: `${share}%` }} />
                      </span>
                    </td>
                    <td>{count(n)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">
          {reviews.length === 0
            ? t('noReviews')
            : t('showingReviews', { shown: count(reviews.length), total: count(total) })}
        </p>
        <WriteReview productId={productId} productName={productName} words={formWords} locale={locale} />
      </div>
      {otherLanguage ? <p className="mt-2 text-slate-700">{t('reviewsAsWritten')}</p> : null}
      {reviews.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 p-4">
              <StarRating rating={r.rating} words={starWords} />
              {/* Each review as its shopper wrote it, marked with its language where the page's is another. */}
              <h3 className="mt-1 font-bold" lang={langOf(r)}>
                {r.title}
              </h3>
              <p className="mt-1" lang={langOf(r)}>
                {r.content}
              </p>
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
                <span>
                  {r.name}, {r.location}
                </span>
                · <time dateTime={r.date}>{dateFormat.format(new Date(r.date))}</time>
                {r.verified ? (
                  <span className="font-semibold text-emerald-800">
                    <span aria-hidden>✓ </span>
                    {t('verified')}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
