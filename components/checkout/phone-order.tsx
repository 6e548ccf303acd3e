import { SpriteIcon } from '@/components/ui/sprite-icon';
import { facts } from '@/data/facts';

/** A site built without an intake (INTAKE_URL unset) takes orders by phone: nothing is sent or confirmed. */
export function PhoneOrder() {
  return (
    <div className="rounded-xl border-2 border-amber-300 bg-amber-50 p-5">
      <p className="text-lg font-semibold">We take orders by phone</p>
      <p className="mt-2 text-slate-800">
        Call us at{' '}
        <a
          href={facts.phoneHref}
          className="text-brand-700 inline-flex items-center gap-1 font-semibold underline"
        >
          <SpriteIcon name="phone" className="size-4" />
          {facts.phone}
        </a>{' '}
        ({facts.phoneSupportHours.summary}) with this page open. A specialist takes your card or Medicare
        details over the phone and confirms the total before anything is charged or shipped.
      </p>
    </div>
  );
}
