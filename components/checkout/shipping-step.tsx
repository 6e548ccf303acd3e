import { usStates } from '@/data/us-states';
import { shippingMethods, type ShippingMethod } from '@/data/shipping-methods';
import { emailHint, zipHint } from '@/lib/domain/field-hints';
import { fieldLimits } from '@/lib/domain/field-limits';
import { formatMoney, toCents } from '@/lib/domain/money';
import type { ShippingDetails } from '@/lib/domain/checkout-fields';
import { useCheckoutStore } from '@/store/checkout-store';
import { Field, FieldMessages } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useCheckoutWords } from './checkout-words';

const fields: {
  key: Exclude<keyof ShippingDetails, 'state' | 'zipCode'>;
  type?: string;
  autoComplete: string;
  /** The longest the intake accepts (lib/domain/intake-contract.ts). */
  maxLength: number;
  wide?: boolean;
}[] = [
  { key: 'firstName', autoComplete: 'shipping given-name', maxLength: fieldLimits.name },
  { key: 'lastName', autoComplete: 'shipping family-name', maxLength: fieldLimits.name },
  { key: 'email', type: 'email', autoComplete: 'email', maxLength: fieldLimits.email },
  { key: 'phone', type: 'tel', autoComplete: 'tel', maxLength: fieldLimits.phone },
  {
    key: 'address',
    autoComplete: 'shipping street-address',
    maxLength: fieldLimits.address,
    wide: true,
  },
  { key: 'city', autoComplete: 'shipping address-level2', maxLength: fieldLimits.name },
];

/** `errors` holds Place Order's message per input id, if it found any. */
export function ShippingStep({ errors }: { errors: Record<string, string> }) {
  const shipping = useCheckoutStore((s) => s.shipping);
  const method = useCheckoutStore((s) => s.shippingMethod);
  const setShipping = useCheckoutStore((s) => s.setShipping);
  const setMethod = useCheckoutStore((s) => s.setShippingMethod);
  const { words, locale } = useCheckoutWords();
  const w = words.shipping;
  const hints: Partial<Record<keyof ShippingDetails, string | null>> = {
    email: emailHint(shipping.email, w.emailHint),
  };

  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <Field
            key={f.key}
            id={`shipping-${f.key}`}
            label={w[f.key]}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            maxLength={f.maxLength}
            required
            value={shipping[f.key]}
            hint={hints[f.key]}
            error={errors[`shipping-${f.key}`]}
            onChange={(e) => setShipping({ [f.key]: e.target.value })}
            className={f.wide ? 'sm:col-span-2' : ''}
          />
        ))}
        <div>
          <Label htmlFor="shipping-state" required>
            {w.state}
          </Label>
          <Select
            id="shipping-state"
            required
            autoComplete="shipping address-level1"
            aria-invalid={errors['shipping-state'] ? true : undefined}
            aria-describedby={errors['shipping-state'] ? 'shipping-state-error' : undefined}
            value={shipping.state}
            onChange={(e) => setShipping({ state: e.target.value })}
          >
            <option value="">{w.selectState}</option>
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
          <FieldMessages id="shipping-state" error={errors['shipping-state']} />
        </div>
        <Field
          id="shipping-zipCode"
          label={w.zipCode}
          autoComplete="shipping postal-code"
          inputMode="numeric"
          maxLength={10}
          required
          value={shipping.zipCode}
          hint={zipHint(shipping.zipCode, w.zipHint)}
          error={errors['shipping-zipCode']}
          onChange={(e) => setShipping({ zipCode: e.target.value })}
        />
      </div>
      <fieldset>
        <legend className="text-lg font-bold">{w.method}</legend>
        <div className="mt-3 grid gap-3">
          {shippingMethods
            .map((method) => ({ ...method, ...(locale === 'es' ? method.es : {}) }))
            .map((o) => (
              <label
                key={o.id}
                className="has-checked:border-brand-600 has-checked:bg-brand-50 flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 p-4"
              >
                <input
                  type="radio"
                  name="shipping-method"
                  value={o.id}
                  checked={method === o.id}
                  onChange={() => setMethod(o.id as ShippingMethod)}
                  className="accent-brand-600 size-5"
                />
                <span className="flex-1">
                  <span className="block font-semibold">{o.name}</span>
                  <span className="block text-sm text-slate-700">
                    {o.estimatedDelivery} · {o.description}
                  </span>
                </span>
                <span className="font-bold">{o.price === 0 ? w.free : formatMoney(toCents(o.price))}</span>
              </label>
            ))}
        </div>
      </fieldset>
    </div>
  );
}
