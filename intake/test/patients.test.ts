import {
  claimSent,
  deliveredOrder,
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
});
