import type { Metadata } from 'next';
import { PolicyPage, PolicySection } from '@/components/policy/policy-page';
import { facts } from '@/data/facts';
import { pageMetadata } from '@/lib/domain/seo';
import type { storageKeys } from '@/lib/domain/storage-keys';
import { KeptInBrowser, type KeptItem } from '@/components/policy/kept-in-browser';
import { EmailAddress } from '@/components/ui/email-address';
import { PhoneLink } from '@/components/ui/phone-link';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'What this site keeps in your browser (your cart, and your shipping details for one tab), what it never sees (your card, entered only on Stripe’s page) or keeps in the clear (your Medicare number), and the one tracking script on the contact page.',
  path: '/privacy-policy/',
});

const local = 'local storage';
const session = 'session storage (one tab, erased when it is closed)';

/**
 * Each key the store keeps in the browser (lib/domain/storage-keys.ts), and what it holds: one entry per key, so a
 * new key cannot be left out (the Spanish page has the same).
 */
const kept: Record<keyof typeof storageKeys, KeptItem> = {
  cart: {
    name: 'Your cart',
    where: local,
    what: 'The product numbers and quantities in your cart, nothing else, so the cart is still there when you come back. Prices are never stored; they always come from our catalogue. It stays until you empty the cart or place the order.',
  },
  saved: {
    name: 'Saved products',
    where: local,
    what: 'The product numbers of the products you saved with the heart, nothing else, until you remove them.',
  },
  checkout: {
    name: 'Checkout details',
    where: session,
    what: 'Your name, e-mail, phone and shipping address, and the shipping and payment methods you chose, so a reload does not lose them. We clear them when you place the order.',
  },
  deductible: {
    name: 'Your Medicare answers',
    where: session,
    what: 'Whether you said this year’s Medicare Part B deductible is met, and whether you have Medicaid or a Medigap plan, so every estimate on the site uses the same answers during your visit.',
  },
  orderAttempt: {
    name: 'The order being placed',
    where: session,
    what: 'A random code for the order you are placing, with the items, shipping details and choices it was made for (never a card or Medicare number), so that pressing Place Order again after a lost connection places the same order, not a second one. It is removed once the order is placed.',
  },
  lastOrder: {
    name: 'Your last confirmation',
    where: session,
    what: 'The order number, items, totals, your name and shipping address, the shipping method and a random receipt code that lets this tab ask whether your payment has arrived, so the confirmation survives a reload and the trip to the payment page. It is erased when you start a new order.',
  },
  billLookup: {
    name: 'The bill you are paying',
    where: session,
    what: 'The order number and ZIP code you typed on Pay a Bill, so the bill shows again when you come back from the payment page. It is removed once the bill is paid.',
  },
  language: {
    name: 'Your language',
    where: local,
    what: 'English or Spanish, if you chose one with the language switch, so a page in the other language can offer you yours. It is never sent to us.',
  },
};

export default function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      path="/privacy-policy/"
      summary={
        <p>
          This site keeps your cart and, for one browser tab, your shipping details. It never sees your card:
          you type it on Stripe&apos;s secure page. It never keeps your Medicare number, and it sets no
          cookies.
        </p>
      }
    >
      <PolicySection id="browser" title="What this site keeps in your browser">
        <KeptInBrowser kept={kept} at="in" />
        <p>
          If your browser blocks site storage, or it is full, the cart and checkout still work while the tab
          is open, and nothing is kept afterwards.
        </p>
      </PolicySection>
      <PolicySection id="never" title="What this site never sees or keeps">
        <p>
          <strong>Your card.</strong> There is no card field on this site. When you pay by card online you
          type your card on the secure payment page of our payment processor, Stripe, which sends us back only
          whether the payment went through and its reference. Stripe is told the order number, the amount and
          how many items are in it, never which products, so it learns nothing about your health. If you
          prefer, a specialist takes your card by phone and keys it into the processor&apos;s terminal; it is
          not written down or stored.
        </p>
        <p>
          <strong>Your Medicare number and physician.</strong> They stay in the page&apos;s memory while you
          type them, and are locked (encrypted) in your browser so that only our billing team can open them;
          each time they do, it is recorded with who and when. They are never written to your browser&apos;s
          storage, to cookies, to the address bar or to logs, and are erased from the page when the order is
          placed or the page is closed or reloaded.
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
        <p>
          Card payments are made on Stripe&apos;s own page, which you reach from the checkout or from Pay a
          Bill; Stripe&apos;s privacy policy covers what you type there.
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
          <PhoneLink /> or e-mail{' '}
          <a href={`mailto:${facts.email}`} className="text-brand-700 font-semibold underline">
            <EmailAddress address={facts.email} />
          </a>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
