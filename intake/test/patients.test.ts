import {
  claimSent,
  deliveredOrder,
  ACTIVE_PART_B,
  orderRequest,
  remitted,
  SEALED,
  startIntake,
  type Intake,
} from './intake';

let intake: Intake;
beforeAll(async () => {
  intake = await startIntake();
});
afterAll(() => intake.dispose());

const detail = async (number: string) => (await intake.staff(`/orders/${number}`)).json;
const shipping = (change: Record<string, string>) => ({ ...orderRequest([{ id: 1 }]).shipping, ...change });
const patients = async (q: string) =>
  (await intake.staff(`/patients?q=${encodeURIComponent(q)}`)).json.patients as {
    id: number;
    name: string;
  }[];

describe('a patient, not only orders', () => {
  it('finds her record for her second order however she typed her name and address, with her orders and balance', async () => {
    const who = {
      firstName: 'Rosa',
      lastName: 'Núñez O’Brien',
      address: '12 Hillside Ave.',
      zipCode: '11432',
    };
    const first = await deliveredOrder(intake, [{ id: 1 }], { shipping: shipping(who) });
    // The CPAP's month 1: her $120.00 of deductible left takes all $89.00, billed to her.
    await claimSent(intake, first);
    expect((await remitted(intake, first)).bill).toBe(8_900);
    // Her second order, typed in capitals, without accents, a straight apostrophe, no full stop, her ZIP+4.
    const placed = await intake.send(
      '/orders',
      orderRequest([{ id: 2 }], {
        paymentMethod: 'medicare',
        deductible: 'yes',
        sealed: { medicare: SEALED },
        shipping: shipping({
          firstName: 'ROSA',
          lastName: "NUNEZ O'BRIEN",
          address: '12 hillside ave',
          zipCode: '11432-1234',
          email: 'rosa.nunez@example.com',
        }),
      }),
    );
    const second = placed.json.orderNumber as string;
    const order = await detail(second);
    expect(order.patient).toMatchObject({ name: 'Rosa Núñez O’Brien', orders: 2, balance: 8_900 });
    expect((await detail(first)).patient.id).toBe(order.patient.id);

    const page = (await intake.staff(`/patients/${order.patient.id}`)).json;
    expect(page).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Núñez O’Brien',
      // Brought up to date from her newest order.
      email: 'rosa.nunez@example.com',
      balance: 8_900,
      language: 'en',
      medicareOn: second,
    });
    expect(page.orders.map((o: { orderNumber: string; owed: number }) => [o.orderNumber, o.owed])).toEqual([
      [second, 0],
      [first, 8_900],
    ]);
    // The documents received for the CPAP stay on her record, each with the day it was signed.
    expect(page.documents.map((d: { name: string; orderNumber: string }) => [d.name, d.orderNumber])).toEqual(
      expect.arrayContaining([
        ['Standard written order', first],
        ['Qualifying sleep test', first],
      ]),
    );

    // Found with or without accents, any capitals, last name first, a curly or straight apostrophe, a +1 phone.
    for (const q of [
      'nunez',
      'NÚÑEZ',
      'Núñez O’Brien, Rosa',
      "o'brien rosa",
      '+1 (718) 555-0100',
      'rosa.nunez@example',
    ])
      expect((await patients(q)).map((p) => p.id)).toContain(order.patient.id);

    // Someone of the same name at another address is someone else.
    const other = await intake.send(
      '/orders',
      orderRequest([{ id: 2 }], { shipping: shipping({ ...who, address: '90 Parsons Blvd' }) }),
    );
    expect((await detail(other.json.orderNumber as string)).patient.id).not.toBe(order.patient.id);

    // A message from her e-mail is linked to her, with the phone she gave.
    await intake.send('/messages', {
      name: 'Rosa Núñez',
      email: 'Rosa.Nunez@example.com',
      phone: '(718) 555-0199',
      subject: 'My CPAP bill',
      department: 'Medicare Assistance',
      message: 'Can I pay the $89.00 in two parts?',
      medicareQuestion: true,
      leadToken: '',
    });
    const { json } = await intake.staff('/messages?kind=contact');
    const message = json.messages.find(
      (m: { body: { subject: string } }) => m.body.subject === 'My CPAP bill',
    );
    expect(message.patient).toEqual({ id: order.patient.id, name: 'Rosa Núñez O’Brien' });
    expect(message.body.phone).toBe('(718) 555-0199');
  });

  it('carries her sealed Medicare number to an order of hers that holds none, and shows what Medicare last said of her', async () => {
    const who = shipping({ firstName: 'Marta', lastName: 'Quiñones', address: '88-20 Sutphin Blvd' });
    const first = (
      await intake.send(
        '/orders',
        orderRequest([{ id: 2 }], {
          paymentMethod: 'medicare',
          deductible: 'no',
          sealed: { medicare: SEALED },
          shipping: who,
        }),
      )
    ).json.orderNumber as string;
    expect((await intake.staff(`/orders/${first}/eligibility`, ACTIVE_PART_B)).status).toBe(200);
    // Her second order holds no Medicare number (as a refill made from her own answer holds none).
    const second = (
      await intake.send(
        '/orders',
        orderRequest([{ id: 2 }], {
          paymentMethod: 'medicare',
          deductible: 'no',
          sealed: { medicare: SEALED },
          shipping: who,
        }),
      )
    ).json.orderNumber as string;
    await intake.db.prepare('UPDATE orders SET sealed_medicare = NULL WHERE number = ?1').bind(second).run();
    const before = await detail(second);
    expect(before.sealed.medicare).toBe(false);
    // Her first order holds her number; the stand-in's Rosa Alvarez has $120.00 of her deductible left.
    expect(before.patient).toMatchObject({
      medicareOn: first,
      lastCheck: { orderNumber: first, answer: 'active', deductibleLeft: 12_000, qmb: false },
    });
    expect((await intake.staff(`/patients/${before.patient.id}`)).json.lastCheck).toMatchObject({
      orderNumber: first,
      deductibleLeft: 12_000,
    });

    // Carried from another order than her own newest with a number: refused, nothing changed.
    const stranger = (
      await intake.send(
        '/orders',
        orderRequest([{ id: 2 }], {
          paymentMethod: 'medicare',
          sealed: { medicare: SEALED },
        }),
      )
    ).json.orderNumber as string;
    const wrong = await intake.staff(`/orders/${second}/medicare`, {
      from: stranger,
      sealed: 'hpke2.WFla.WlpZ',
    });
    expect(wrong.status).toBe(409);
    expect((await detail(second)).sealed.medicare).toBe(false);
    // Not a sealed detail: refused with a sentence.
    const plain = await intake.staff(`/orders/${second}/medicare`, { from: first, sealed: '1EG4-TE5-MK73' });
    expect(plain.status).toBe(422);
    expect(plain.json.message).toBe('Her Medicare number is sealed in the back office before it is sent.');

    // Sealed again for the second order in the staff member's browser, and sent: both timelines say so.
    const carried = await intake.staff(`/orders/${second}/medicare`, {
      from: first,
      sealed: 'hpke2.WFla.WlpZ',
    });
    expect(carried.status).toBe(200);
    expect(carried.json.sealed.medicare).toBe(true);
    expect(carried.json.timeline.at(-1)).toMatchObject({
      kind: 'opened',
      staff: 'ana@jamaicamedicalsupply.com',
      detail: `Medicare number and physician carried from order ${first}`,
    });
    expect((await detail(first)).timeline.at(-1)).toMatchObject({
      kind: 'opened',
      detail: `Medicare number and physician carried to order ${second}`,
    });
    // Once it holds them, they are not carried again.
    const again = await intake.staff(`/orders/${second}/medicare`, {
      from: first,
      sealed: 'hpke2.WFla.WlpZ',
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      'This order already holds her Medicare number and physician: nothing was carried.',
    );
  });
});
