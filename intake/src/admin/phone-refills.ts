import type { Context } from 'hono';
import { phoneRefillSchema } from '@/lib/domain/admin-contract';
import { mayContact } from '@/lib/domain/resupply';
import { formatDay, storeDay } from '@/lib/domain/store-time';
import { soldProducts } from '../catalog';
import type { IntakeContext } from '../env';
import { now, readBody, Refused } from '../http';
import { checkAnswer, keepAnswer, refillCycles, refillOf } from '../refills';
import { showPatient } from './patients';

/**
 * POST /admin/api/patients/:id/refills: her refill request taken by phone, as Medicare's refill record asks for it
 * (the day, who answered, each item and its quantity, her yes and its reason), from 30 days before the supply runs
 * out, whether or not she asked for reminders. A Medicare refill she needs becomes its order as from her reminder's
 * link; card-paid supplies are ordered as any card order. Answers with her record.
 */
export async function phoneRefill(c: Context<IntakeContext>) {
  const id = Number(c.req.param('id'));
  const ask = await readBody(c, phoneRefillSchema, 'staff');
  const db = c.env.DB;
  const today = storeDay();
  const cycles = Number.isSafeInteger(id) ? await refillCycles(db, today, new Date(), id) : [];
  const cycle = cycles.find((x) => x.group.orderNumber === ask.fromOrder && x.group.endsOn === ask.endsOn);
  if (!cycle)
    throw new Refused(404, {
      message: `She has no supplies from order ${ask.fromOrder} that run out on ${formatDay(ask.endsOn)}.`,
    });
  const { patient, group, kept } = cycle;
  if (!mayContact(today, group))
    throw new Refused(422, {
      message: `These supplies last until ${formatDay(group.endsOn)}: Medicare’s refill rule lets her be asked about a refill from ${formatDay(group.contactFrom)}, 30 days before, and not sooner.`,
    });
  if (kept?.answered_at)
    throw new Refused(409, {
      message: `She answered about these supplies on ${formatDay(storeDay(new Date(kept.answered_at)))}${kept.order_number ? `: refill order ${kept.order_number}` : ''}.`,
    });
  const payer = await db
    .prepare('SELECT payment_method FROM orders WHERE number = ?1')
    .bind(group.orderNumber)
    .first<{ payment_method: 'card' | 'medicare' }>();
  if (payer?.payment_method !== 'medicare')
    throw new Refused(409, {
      message: `Order ${group.orderNumber} was paid by card: take her refill as a new card order.`,
    });
  const refill = kept ?? (await refillOf(db, patient.id, group, now()));
  if (!refill) throw new Error(`The refill of order ${group.orderNumber} could not be kept`);
  const checked = checkAnswer(refill, ask.items, ask.addressConfirmed);
  if ('problem' in checked) {
    const { problem } = checked;
    throw new Refused(422, {
      message:
        problem.kind === 'reason'
          ? `Say why she needs ${problem.item.name}: worn out, broken, dirty or lost.`
          : problem.kind === 'each'
            ? 'Say for each item whether she needs it.'
            : 'Confirm with her the address it goes to; if it has changed, correct it on her order first.',
    });
  }
  const sold = soldProducts();
  const gone = checked.needed.find((i) => !sold.has(i.productId));
  if (gone) throw new Refused(409, { message: `${gone.name} is no longer in the catalogue.` });
  await keepAnswer(c, {
    refill,
    ...checked,
    language: patient.language,
    how: `by phone with ${ask.spokeWith}, recorded by ${c.get('staff')}`,
    answeredFirst: () => 'Someone recorded her answer just now: reload her record.',
  });
  return showPatient(c);
}
