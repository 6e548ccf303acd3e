import {
  startNpiRegistryStandIn,
  type NpiRegistryStandIn,
} from '@/scripts/testing/npi-registry-stand-in.mjs';
import { startIntake, type Intake } from './intake';

let intake: Intake;
let registry: NpiRegistryStandIn;
beforeAll(async () => {
  registry = await startNpiRegistryStandIn();
  intake = await startIntake({ NPI_REGISTRY_URL: registry.url });
});
afterAll(async () => {
  await intake.dispose();
  await registry.close();
});

const lookUp = (npi: string) => intake.staff('/npi', { npi });

describe('a practitioner’s NPI looked up in CMS’s NPI Registry', () => {
  it('gives her name, credential, specialty, practice address and phone, and that the NPI is active', async () => {
    const { status, json } = await lookUp('123-456-7893');
    expect(status).toBe(200);
    expect(json).toEqual({
      npi: '1234567893',
      name: 'Anita Patel',
      credential: 'MD',
      specialty: 'Internal Medicine, Sleep Medicine',
      address: '90-02 Parsons Blvd, Jamaica, NY 11432',
      phone: '718-555-0199',
      active: true,
    });
    // Only the NPI is sent, in the registry's own query.
    expect(registry.requests.at(-1)).toBe('?version=2.1&number=1234567893');
  });

  it('says when the registry lists the NPI as no longer active', async () => {
    expect((await lookUp('1543219871')).json).toMatchObject({ name: 'Walter Greene', active: false });
  });

  it('refuses an NPI whose check digit fails before asking the registry, and says when no one has it', async () => {
    const asked = registry.requests.length;
    const mistyped = await lookUp('1234567894');
    expect([mistyped.status, mistyped.json.message]).toEqual([
      422,
      'This NPI’s last digit does not check: one of its digits is mistyped. Compare it with the order or look it up.',
    ]);
    expect(registry.requests.length).toBe(asked);
    // 1000000004 checks, but nobody has it.
    const unknown = await lookUp('1000000004');
    expect([unknown.status, unknown.json.message]).toEqual([
      404,
      'No practitioner has NPI 1000000004 in CMS’s NPI Registry: check it against the written order.',
    ]);
  });

  it('says so when the registry cannot be reached, and asks staff to compare by hand', async () => {
    const cut = await startIntake({ NPI_REGISTRY_URL: 'https://npiregistry.invalid/api/' });
    const answer = await cut.staff('/npi', { npi: '1234567893' });
    await cut.dispose();
    expect([answer.status, answer.json.message]).toEqual([
      503,
      'CMS’s NPI Registry could not be reached just now: compare the NPI with the order by hand, or try again later.',
    ]);
  });

  it('answers only signed-in staff', async () => {
    expect((await intake.staff('/npi', { npi: '1234567893' }, { token: null })).status).toBe(401);
  });
});
