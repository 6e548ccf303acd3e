import type { FormEvent } from 'react';
import { patientPageSchema, type PatientPage, type PhoneRefill } from '@/lib/domain/admin-contract';
import { refillReasons, type RefillReason } from '@/lib/domain/resupply';
import { formatDay } from '@/lib/domain/store-time';
import { api } from './api';
import { Button, Choice, Field, Problem } from './ui';
import { useAction } from './use-action';

const reasonWords: Record<RefillReason, string> = {
  worn: 'Worn out',
  broken: 'Broken',
  dirty: 'Dirty, does not come clean',
  lost: 'Lost',
};

type Supply = PatientPage['supplies'][number];

/**
 * The Medicare supplies she may be asked about now (from 30 days before they run out) and has not answered about,
 * grouped as one refill: those of one order that run out on one day.
 */
function askable(patient: PatientPage): Supply[][] {
  const open = patient.supplies.filter((s) => s.payer === 'medicare' && !s.answered && s.state !== 'lasting');
  return [...Map.groupBy(open, (s) => `${s.orderNumber}|${s.endsOn}`).values()];
}

/**
 * Her refill request taken by phone (when she calls, or when staff call her from the refill list): for each group of
 * supplies she may be asked about, whether she needs each item and why, her address confirmed and who answered. It
 * is kept as her answer by e-mail is, and a refill she needs becomes its order.
 */
export function PhoneRefills({
  patient,
  onChanged,
}: {
  patient: PatientPage;
  onChanged: (p: PatientPage) => void;
}) {
  const groups = askable(patient);
  if (groups.length === 0) return null;
  return (
    <div className="mt-4 space-y-4">
      <h3 className="font-bold">Her refill request, by phone</h3>
      {groups.map((items) => (
        <GroupForm
          key={`${items[0]!.orderNumber}-${items[0]!.endsOn}`}
          patient={patient}
          items={items}
          onChanged={onChanged}
        />
      ))}
    </div>
  );
}

function GroupForm({
  patient,
  items,
  onChanged,
}: {
  patient: PatientPage;
  items: Supply[];
  onChanged: (p: PatientPage) => void;
}) {
  const { busy, problem, run } = useAction();
  const { orderNumber, endsOn } = items[0]!;
  const key = `${orderNumber}-${endsOn}`;
  const a = patient.address;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: PhoneRefill = {
      fromOrder: orderNumber,
      endsOn,
      items: items.flatMap((s) => {
        const need = form.get(`need-${s.code}`);
        if (need !== 'yes' && need !== 'no') return [];
        const reason = String(form.get(`reason-${s.code}`) ?? '');
        return [
          {
            code: s.code,
            need: need === 'yes',
            ...(need === 'yes' && (refillReasons as readonly string[]).includes(reason)
              ? { reason: reason as RefillReason }
              : {}),
          },
        ];
      }),
      addressConfirmed: form.get('address') === 'on',
      spokeWith: String(form.get('spoke-with') ?? ''),
    };
    await run(async () => {
      onChanged(await api(`/patients/${patient.id}/refills`, patientPageSchema, { body }));
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Her refill request by phone: order ${orderNumber}, running out ${formatDay(endsOn)}`}
      className="grid gap-3 rounded-lg border border-slate-300 p-3 sm:max-w-xl"
      noValidate
    >
      <p>
        The supplies of order {orderNumber}, running out {formatDay(endsOn)}: a refill may ship from{' '}
        {formatDay(items[0]!.shipFrom)}.
      </p>
      {items.map((s) => (
        <fieldset key={s.code} className="grid gap-2">
          <legend className="font-semibold">
            {s.quantity} × {s.name} ({s.code}): does she need it?
          </legend>
          <div>
            <label className="mr-4 inline-flex min-h-11 items-center gap-2">
              <input type="radio" name={`need-${s.code}`} value="yes" /> Yes
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name={`need-${s.code}`} value="no" /> No, not now
            </label>
          </div>
          <Choice
            id={`reason-${key}-${s.code}`}
            name={`reason-${s.code}`}
            label="Why she needs it"
            defaultValue=""
          >
            <option value="">Choose, if she needs it</option>
            {refillReasons.map((r) => (
              <option key={r} value={r}>
                {reasonWords[r]}
              </option>
            ))}
          </Choice>
        </fieldset>
      ))}
      <label className="flex items-start gap-3">
        <input type="checkbox" name="address" className="mt-1 size-5" />
        <span>
          She confirmed it goes to {a.address}, {a.city}, {a.state} {a.zipCode}.
        </span>
      </label>
      <Field
        id={`spoke-with-${key}`}
        name="spoke-with"
        label="Who answered"
        hint="The patient, or who answered for her and how they are related (her daughter, Ana Ruiz)."
        maxLength={100}
      />
      <div>
        <Button type="submit" kind="primary" disabled={busy}>
          Record her refill request
        </Button>
      </div>
      <Problem>{problem}</Problem>
    </form>
  );
}
