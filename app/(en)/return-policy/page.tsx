import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { facts } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';
import { EmailAddress } from '@/components/ui/email-address';
import { PhoneLink } from '@/components/ui/phone-link';

const days = facts.returnWindowDays;

export const metadata: Metadata = pageMetadata({
  title: 'Return Policy',
  description: `Return most equipment within ${days} days of delivery for a full refund, with a free return label. How returns work for rented Medicare equipment and damaged items.`,
  path: '/return-policy/',
  locale: 'en',
});

export default function ReturnPolicyPage() {
  const contact = (
    <>
      call <PhoneLink /> ({facts.phoneSupportHours.summary}) or e-mail{' '}
      <a href={`mailto:${facts.email}`} className="text-brand-700 font-semibold underline">
        <EmailAddress address={facts.email} />
      </a>
    </>
  );
  return (
    <PolicyPage
      title="Return Policy"
      path="/return-policy/"
      summary={
        <p>
          You can return equipment you bought within {days} days of delivery for a full refund. Returns are
          free: we send you a prepaid label.
        </p>
      }
    >
      <PolicySection id="how" title="How to return an item">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            Within {days} days of delivery, {contact} with your order number.
          </li>
          <li>We e-mail you a prepaid return label and a return number.</li>
          <li>
            Pack the item with its accessories and manuals, in its original box if you still have it, and drop
            it off with the carrier.
          </li>
          <li>
            We refund the original payment, including the item&apos;s tax, within {facts.refundWithin} of the
            item reaching us.
          </li>
        </ol>
      </PolicySection>
      <PolicySection id="condition" title="What can be returned">
        <p>
          Equipment in the condition it arrived: unused, clean and with its parts. For your health and other
          patients&apos;, some items can be returned only if they are damaged or faulty once they have been
          opened or worn:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>CPAP masks, cushions, tubing and filters</li>
          <li>Nebulizer kits, cannulas and other items used in the mouth or nose</li>
          <li>Braces and supports that have been worn or adjusted to fit</li>
          <li>Bathroom safety items once installed</li>
        </ul>
      </PolicySection>
      <PolicySection id="medicare-rentals" title="Rented Medicare equipment">
        <p>
          Medicare pays for some equipment (CPAP machines, oxygen concentrators, hospital beds and
          wheelchairs) as a monthly rental. Rented equipment is not returned for a refund: when you no longer
          need it, call us and we collect it at no cost to you. Rental billing ends with the month we collect
          it.
        </p>
        <p>
          After {facts.medicare.rentalMonths} months of continuous rental the equipment is yours, and the
          purchase rules above apply to supplies you buy for it.
        </p>
        <p>
          If a rented item does not suit you in the first {days} days, we exchange it for another model that
          Medicare covers.
        </p>
      </PolicySection>
      <PolicySection id="damaged" title="Damaged, faulty or wrong items">
        <p>
          Tell us as soon as you can, and within {days} days of delivery. We replace the item or send the
          right one at no cost, and collect the other. After {days} days, the manufacturer&apos;s warranty
          covers faults; we handle the claim for you.
        </p>
      </PolicySection>
      <PolicySection id="shipping-costs" title="Shipping costs">
        <p>
          Standard shipping is free on every order. If you paid for expedited or overnight shipping, we refund
          it when the item was damaged, faulty or not what you ordered. See{' '}
          <Link locale="en" href="/shipping-info/" className="text-brand-700 font-semibold underline">
            shipping information
          </Link>{' '}
          for methods and delivery times.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
