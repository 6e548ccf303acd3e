import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { ShippingMethodsTable } from '@/components/policy/shipping-methods-table';
import { facts, shippingMethods } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Shipping Information',
  description: `Standard shipping is free on every order and takes ${shippingMethods[0].estimatedDelivery}. Expedited and overnight shipping, handling times and delivery of Medicare equipment.`,
  path: '/shipping-info/',
  locale: 'en',
});

export default function ShippingInfoPage() {
  return (
    <PolicyPage
      title="Shipping Information"
      path="/shipping-info/"
      summary={
        <p>
          Standard shipping is free on every order. Orders leave our warehouse within {facts.shipsWithin} and
          we ship to all 50 states.
        </p>
      }
    >
      <PolicySection id="methods" title="Shipping methods and prices">
        <ShippingMethodsTable locale="en" />
        <p>You choose the method at checkout; the price is added to your order before tax.</p>
      </PolicySection>
      <PolicySection id="handling" title="When your order ships">
        <p>
          We pack and ship orders within {facts.shipsWithin} of the order, Monday to Friday. Overnight orders
          placed by 2 PM EST on a business day leave the same day. We e-mail you the tracking number when your
          order ships.
        </p>
      </PolicySection>
      <PolicySection id="medicare" title="Orders billed to Medicare">
        <p>
          Equipment billed to Medicare ships once we have your physician&apos;s prescription and have checked
          your coverage; a specialist calls you within {facts.replyWithin} of your order to arrange this.
          Hospital beds and large mobility equipment are delivered and set up by our team at a time you
          choose.
        </p>
      </PolicySection>
      <PolicySection id="tax" title="Sales tax">
        <p>
          New York exempts medical equipment bought for a patient&apos;s medical use, so most of what we sell
          carries no sales tax. Items that are taxable, such as bathroom aids, are marked so in your order and
          pay the Queens rate of {facts.taxRatePercent}% at checkout. Shipping is not taxed, and an order
          billed to Medicare pays no tax on the items Medicare is billed for.
        </p>
      </PolicySection>
      <PolicySection id="problems" title="Damaged or missing deliveries">
        <p>
          If a box arrives damaged or does not arrive by the end of its delivery time, call us: we trace it
          and send a replacement at no cost. See our{' '}
          <Link locale="en" href="/return-policy/" className="text-brand-700 font-semibold underline">
            return policy
          </Link>{' '}
          for returns.
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
