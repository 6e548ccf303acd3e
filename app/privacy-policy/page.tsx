import type { Metadata } from 'next';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { facts } from '@/data/facts';
import { ORDER_SNAPSHOT_KEY } from '@/lib/order-snapshot-storage';
import { pageMetadata } from '@/lib/seo';
import { CART_STORAGE_KEY } from '@/store/cart-store';
import { CHECKOUT_SESSION_KEY } from '@/store/checkout-store';
import { EmailAddress } from '@/components/ui/email-address';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'What this site keeps in your browser (your cart, and your shipping details for one tab), what it never keeps (card and Medicare numbers), and the one tracking script on the contact page.',
  path: '/privacy-policy/',
});

export default function PrivacyPolicyPage() {
  const code = 'rounded bg-slate-100 px-1 font-mono text-sm';
  return (
    <PolicyPage
      title="Privacy Policy"
      path="/privacy-policy/"
      summary={
        <p>
          This site keeps your cart and, for one browser tab, your shipping details. It never keeps your card
          number, CVV or Medicare number, and it sets no cookies.
        </p>
      }
    >
      <PolicySection id="browser" title="What this site keeps in your browser">
        <dl className="space-y-4">
          <div>
            <dt className="font-semibold">
              Your cart <span className={code}>{CART_STORAGE_KEY}</span>, in local storage
            </dt>
            <dd>
              The product numbers and quantities in your cart, nothing else, so the cart is still there when
              you come back. Prices are never stored; they always come from our catalogue. It stays until you
              empty the cart or place the order.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              Checkout details <span className={code}>{CHECKOUT_SESSION_KEY}</span>, in session storage
            </dt>
            <dd>
              Your name, e-mail, phone and shipping address, and the shipping method, payment method and
              Medicare Part B box you chose, so a reload does not lose them. Session storage belongs to one
              tab and is erased when you close it; we also clear these details when you place the order.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">
              Your last confirmation <span className={code}>{ORDER_SNAPSHOT_KEY}</span>, in session storage
            </dt>
            <dd>
              The items, totals, your first name, the shipping method and, for a Medicare order, your
              physician&apos;s name, so the confirmation survives a reload. It is erased when you close the
              tab or start a new order.
            </dd>
          </div>
        </dl>
        <p>
          If your browser blocks site storage, or it is full, the cart and checkout still work while the tab
          is open, and nothing is kept afterwards.
        </p>
      </PolicySection>
      <PolicySection id="never" title="What this site never keeps">
        <p>
          Your card number, expiry date, CVV and Medicare number stay in the page&apos;s memory while you type
          them and are erased when the order is placed or the page is closed or reloaded. They are never
          written to your browser&apos;s storage, to cookies, to the address bar or to logs.
        </p>
      </PolicySection>
      <PolicySection id="third-parties" title="Third parties">
        <p>
          <strong>The contact page only</strong> loads a lead-verification script from another company. It
          records that the contact form was filled in on our site and adds a token to your message; it is not
          loaded on any other page and is removed when you leave the contact page. If you block it, the form
          still works.
        </p>
        <p>
          The contact page can also show a map of our store from OpenStreetMap. Nothing of it loads until you
          choose Show the map; OpenStreetMap&rsquo;s servers then see your IP address.
        </p>
        <p>No third-party script runs on checkout, and this site runs no advertising or analytics scripts.</p>
      </PolicySection>
      <PolicySection id="health" title="Your health information">
        <p>
          What you tell us to fill a Medicare order (your Medicare number, your physician and your
          prescription) is used only to check your coverage, bill Medicare and deliver your equipment, and is
          protected as the HIPAA privacy rules require. We do not sell personal information.
        </p>
      </PolicySection>
      <PolicySection id="choices" title="Your choices">
        <p>
          You can erase everything this site keeps at any time by clearing this site&apos;s data in your
          browser&apos;s settings. To ask what we hold about you from an order or a message, call{' '}
          <a href={facts.phoneHref} className="text-brand-700 font-semibold underline">
            {facts.phone}
          </a>{' '}
          or e-mail{' '}
          <a href={`mailto:${facts.email}`} className="text-brand-700 font-semibold underline">
            <EmailAddress address={facts.email} />
          </a>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
