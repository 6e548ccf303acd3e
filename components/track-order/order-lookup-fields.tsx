import { Field } from '@/components/ui/field';
import { zipHint } from '@/lib/domain/field-hints';

/**
 * The order number and ZIP code a patient finds an order by, on Track Order and Pay a Bill alike. `id` prefixes
 * the inputs' ids, which are unique on the page.
 */
export function OrderLookupFields({
  id,
  orderNumber,
  zipCode,
  onOrderNumber,
  onZipCode,
  labels,
}: {
  /** The fields' labels in the page's language, and what to say of a ZIP code that is not one. */
  labels: { orderNumber: string; zipCode: string; zipHint: string };
  id: string;
  orderNumber: string;
  zipCode: string;
  onOrderNumber: (value: string) => void;
  onZipCode: (value: string) => void;
}) {
  return (
    <>
      <Field
        id={`${id}-order-number`}
        label={labels.orderNumber}
        required
        placeholder="JMS-7KQ4M-X9WPT"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        value={orderNumber}
        onChange={(e) => onOrderNumber(e.target.value)}
      />
      <Field
        id={`${id}-zip`}
        label={labels.zipCode}
        required
        inputMode="numeric"
        autoComplete="shipping postal-code"
        maxLength={10}
        value={zipCode}
        hint={zipHint(zipCode, labels.zipHint)}
        onChange={(e) => onZipCode(e.target.value)}
      />
    </>
  );
}
