import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import {
  documentSealKey,
  openedMedicareSchema,
  sealedReceiptSchema,
  sealedRequestSchema,
  orderDetailSchema,
  sealedSchema,
  type OrderDetail,
} from '@/lib/domain/admin-contract';
import { open, seal } from '@/lib/domain/sealing';
import type { ApiError } from './api';
import { api } from './api';
import { forgetKeys, loadKeyFile, storedKeys } from './keys';
import { follow } from './route';
import { Button, Problem, linkClass } from './ui';
import { useAction } from './use-action';

type Shown = { label: string; value: string; href?: string }[];
type Opened = { kind: string; shown: Shown | null; note: string };

const labels = {
  medicareNumber: 'Medicare Number',
  physicianName: 'Physician Name',
  physicianPhone: 'Physician Phone',
  from: 'Asked from',
  signedBy: 'Signed by',
  npi: 'Practitioner’s NPI',
  diagnosis: 'Diagnosis codes',
} as const;

/**
 * Opens one sealed detail for this order: it must open with this device's key, for this order's attempt key (a
 * ciphertext copied from another order does not), and hold what the contract says it holds; anything else is said
 * in a sentence, never shown.
 */
async function openDetail(
  keys: CryptoKeyPair,
  kind: string,
  sealed: string,
  orderKey: string,
  schema: z.ZodMiniType<Record<string, string>>,
): Promise<Opened> {
  let fields: unknown;
  let bound = true;
  try {
    ({ fields, bound } = await open(keys, sealed, orderKey));
  } catch {
    return {
      kind,
      shown: null,
      note: 'This detail does not open for this order with this key: it was sealed for another order, or to another key. It is not shown.',
    };
  }
  const read = schema.safeParse(fields);
  if (!read.success)
    return { kind, shown: null, note: 'This detail cannot be read: it is not in the form the store seals.' };
  return {
    kind,
    shown: Object.entries(read.data).map(([key, value]) => ({
      label: labels[key as keyof typeof labels] ?? key,
      value,
      href: key === 'physicianPhone' ? `tel:${value.replace(/[^\d+]/g, '')}` : undefined,
    })),
    note: bound ? '' : 'Sealed before details were bound to their order: check it matches this order.',
  };
}

/** The order's sealed details: opened on request with the supplier's key on this device, which can be forgotten. */
export function SealedDetails({
  order,
  onChanged,
}: {
  order: OrderDetail;
  onChanged: (o: OrderDetail) => void;
}) {
  const [keys, setKeys] = useState<CryptoKeyPair | null>(null);
  const [opened, setOpened] = useState<Opened[] | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    storedKeys().then(setKeys, () => setKeys(null));
  }, []);

  if (!order.sealed.medicare)
    return order.payer === 'medicare' && order.patient?.medicareOn ? (
      <CarryMedicare order={order} from={order.patient.medicareOn} onChanged={onChanged} />
    ) : null;

  async function load(file: File | undefined) {
    if (!file) return;
    try {
      setKeys(await loadKeyFile(file));
      setProblem('');
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  async function openAll() {
    if (!keys) return;
    try {
      const sealed = await api(`/orders/${order.orderNumber}/sealed`, sealedSchema, {
        method: 'POST',
        body: {},
      });
      const found: Opened[] = [];
      if (sealed.medicare)
        found.push(
          await openDetail(
            keys,
            'Medicare and physician',
            sealed.medicare,
            sealed.orderKey,
            openedMedicareSchema,
          ),
        );
      for (const d of sealed.documents) {
        const name = order.documents.find((x) => x.kind === d.kind)?.name ?? d.kind;
        const key = (part: 'request' | 'receipt') => documentSealKey(order.orderNumber, d.kind, part);
        if (d.request)
          found.push(
            await openDetail(keys, `${name}: requested`, d.request, key('request'), sealedRequestSchema),
          );
        if (d.receipt)
          found.push(
            await openDetail(keys, `${name}: received`, d.receipt, key('receipt'), sealedReceiptSchema),
          );
      }
      setOpened(found);
      setProblem('');
    } catch (error) {
      setProblem((error as ApiError).message);
    }
  }

  return (
    <section aria-labelledby="sealed" className="rounded-xl border border-slate-300 bg-white p-4">
      <h2 id="sealed" className="text-lg font-bold">
        Sealed details
      </h2>
      <p className="text-sm text-slate-700">
        Sealed to the store’s key: her Medicare number and physician in her browser, what her documents say in
        the back office. Opening them is recorded in the timeline with your name.
      </p>
      {keys ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button kind="primary" onClick={openAll}>
            Open the sealed details
          </Button>
          <Button
            onClick={() =>
              forgetKeys().then(() => {
                setKeys(null);
                setOpened(null);
              })
            }
          >
            Forget the key on this device
          </Button>
        </div>
      ) : (
        <div className="mt-3">
          <label htmlFor="key-file" className="block font-semibold">
            The store’s private key file (order-private-key.jwk.json)
          </label>
          <p className="text-sm text-slate-700">
            Loaded once on this device, where it can be used but never read back.
          </p>
          <input
            id="key-file"
            type="file"
            accept=".json,application/json"
            onChange={(e) => load(e.target.files?.[0])}
            className="mt-1 w-full max-w-full"
          />
        </div>
      )}
      <div className="mt-3">
        <Problem>{problem}</Problem>
      </div>
      {opened?.map((o) => (
        <div key={o.kind} className="mt-3">
          <h3 className="font-semibold">{o.kind}</h3>
          {o.shown ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4">
              {o.shown.map((f) => (
                <div key={f.label} className="contents">
                  <dt>{f.label}</dt>
                  <dd className="font-mono">
                    {f.href ? (
                      <a href={f.href} className={linkClass}>
                        {f.value}
                      </a>
                    ) : (
                      f.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {o.note ? <p className="mt-1 font-semibold text-amber-900">{o.note}</p> : null}
        </div>
      ))}
    </section>
  );
}

/**
 * An order that came without her Medicare number (it is optional at checkout) takes it, with her physician, from
 * her newest other order that has them: opened from that order's sealed details here, sealed again for this order,
 * and sent sealed. Both orders' timelines record it.
 */
function CarryMedicare({
  order,
  from,
  onChanged,
}: {
  order: OrderDetail;
  from: string;
  onChanged: (o: OrderDetail) => void;
}) {
  const { busy, problem, run } = useAction();
  async function carry() {
    await run(async () => {
      const keys = await storedKeys().catch(() => null);
      if (!keys)
        throw new Error(
          `Her Medicare number is sealed: load the store’s private key on order ${from} under Sealed details first, then carry it.`,
        );
      const theirs = await api(`/orders/${from}/sealed`, sealedSchema, { method: 'POST', body: {} });
      const mine = await api(`/orders/${order.orderNumber}/sealed`, sealedSchema, {
        method: 'POST',
        body: {},
      });
      let fields: Record<string, string> | null = null;
      try {
        const read = openedMedicareSchema.safeParse(
          (await open(keys, theirs.medicare ?? '', theirs.orderKey)).fields,
        );
        if (read.success) fields = read.data;
      } catch {
        // Said below.
      }
      if (!fields)
        throw new Error(
          `Her Medicare number on order ${from} does not open with this key: ask her for it and record it by phone.`,
        );
      onChanged(
        await api(`/orders/${order.orderNumber}/medicare`, orderDetailSchema, {
          body: { from, sealed: await seal(keys.publicKey, fields, mine.orderKey) },
        }),
      );
    });
  }
  return (
    <section aria-labelledby="sealed" className="rounded-xl border border-slate-300 bg-white p-4">
      <h2 id="sealed" className="text-lg font-bold">
        Sealed details
      </h2>
      <p>
        This order came without her Medicare number. Her order{' '}
        <a href={`/admin/orders/${from}`} onClick={follow} className={linkClass}>
          {from}
        </a>{' '}
        holds it, sealed, with her physician: carry them to this order (both timelines record it).
      </p>
      <Button kind="primary" className="mt-3" onClick={carry} disabled={busy}>
        Carry them from order {from}
      </Button>
      <div className="mt-3">
        <Problem>{problem}</Problem>
      </div>
    </section>
  );
}

/**
 * The key on this device and the order's sealed details, asked for (and the asking recorded in the timeline) only
 * once there is a key to open them with; `noKey` says what to do without one.
 */
async function sealedOnThisDevice(order: OrderDetail, noKey: string) {
  const keys = await storedKeys().catch(() => null);
  if (!keys) throw new Error(noKey);
  const sealed = await api(`/orders/${order.orderNumber}/sealed`, sealedSchema, { method: 'POST', body: {} });
  return { keys, sealed };
}

/**
 * Her Medicare number, opened from the order's sealed details with the key on this device, for an eligibility check
 * to send on: the opening is recorded in the timeline like any other. A sentence when it cannot be opened.
 */
export async function openedMedicareNumber(order: OrderDetail): Promise<string> {
  const { keys, sealed } = await sealedOnThisDevice(
    order,
    'Her Medicare number is sealed: load the store’s private key under Sealed details first, then check again.',
  );
  if (!sealed.medicare) throw new Error('This order holds no Medicare number to check.');
  try {
    const { fields } = await open(keys, sealed.medicare, sealed.orderKey);
    const read = openedMedicareSchema.safeParse(fields);
    if (read.success) return read.data.medicareNumber;
  } catch {
    // Said below: the number does not open for this order with this key.
  }
  throw new Error(
    'Her Medicare number does not open for this order with this key: ask her for it and check on the DME MAC’s portal.',
  );
}

/**
 * What a claim is sent with, opened from the order's sealed details with the key on this device: her Medicare
 * number, and the written order's practitioner, NPI and diagnosis codes. The opening is recorded in the timeline; a
 * sentence when something cannot be opened.
 */
export async function openedForClaim(
  order: OrderDetail,
): Promise<{ medicareNumber: string; orderingName: string; orderingNpi: string; diagnosis: string }> {
  const { keys, sealed } = await sealedOnThisDevice(
    order,
    'Her Medicare number and the written order are sealed: load the store’s private key under Sealed details first, then send again.',
  );
  const receipt = sealed.documents.find((d) => d.kind === 'written-order')?.receipt;
  if (!sealed.medicare || !receipt)
    throw new Error(
      'The claim needs her Medicare number and the signed written order on file: record them first.',
    );
  try {
    const medicare = openedMedicareSchema.safeParse(
      (await open(keys, sealed.medicare, sealed.orderKey)).fields,
    );
    const written = sealedReceiptSchema.safeParse(
      (await open(keys, receipt, documentSealKey(order.orderNumber, 'written-order', 'receipt'))).fields,
    );
    if (medicare.success && written.success && written.data.npi && written.data.diagnosis)
      return {
        medicareNumber: medicare.data.medicareNumber,
        orderingName: written.data.signedBy,
        orderingNpi: written.data.npi,
        diagnosis: written.data.diagnosis,
      };
  } catch {
    // Said below: a detail does not open for this order with this key.
  }
  throw new Error(
    'Her Medicare number or the written order does not open for this order with this key, or the written order has no NPI and diagnosis codes: record it again.',
  );
}
