import type { Context } from 'hono';
import type { NpiRecord } from '@/lib/domain/admin-contract';
import { npiLookupSchema } from '@/lib/domain/admin-contract';
import { npiDigits, npiProblem } from '@/lib/domain/npi';
import type { IntakeContext } from '../env';
import { readBody, Refused } from '../http';

/** CMS's public NPI Registry (NPPES), version 2.1 of its API; a local stand-in's address under `npm start`. */
const REGISTRY = 'https://npiregistry.cms.hhs.gov/api/';

/** The part of the registry's answer the back office reads. */
interface RegistryAnswer {
  result_count?: number;
  Errors?: { description?: string }[];
  results?: {
    number: string | number;
    enumeration_type?: string;
    basic?: {
      first_name?: string;
      last_name?: string;
      credential?: string;
      organization_name?: string;
      status?: string;
    };
    addresses?: {
      address_purpose?: string;
      address_1?: string;
      city?: string;
      state?: string;
      postal_code?: string;
      telephone_number?: string;
    }[];
    taxonomies?: { desc?: string; primary?: boolean }[];
  }[];
}

const titled = (text = '') => text.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());

/**
 * POST /admin/api/npi: a practitioner's NPI looked up in CMS's NPI Registry, for staff to compare with the written
 * order: the name, credential, specialty, practice address and whether the NPI is active. Only the NPI (a public
 * number) is sent; nothing of the patient. Nothing is stored or logged.
 */
export async function lookUpNpi(c: Context<IntakeContext>) {
  const { npi } = await readBody(c, npiLookupSchema, 'staff');
  const wrong = npiProblem(npi);
  if (wrong) throw new Refused(422, { message: wrong });
  const number = npiDigits(npi);
  const url = new URL(c.env.NPI_REGISTRY_URL || REGISTRY);
  url.searchParams.set('version', '2.1');
  url.searchParams.set('number', number);
  let answer: RegistryAnswer;
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    answer = await response.json();
  } catch {
    throw new Refused(503, {
      message:
        'CMS’s NPI Registry could not be reached just now: compare the NPI with the order by hand, or try again later.',
    });
  }
  const found = answer.results?.[0];
  if (answer.Errors?.length || !found)
    throw new Refused(404, {
      message: `No practitioner has NPI ${number} in CMS’s NPI Registry: check it against the written order.`,
    });
  const b = found.basic ?? {};
  const place =
    found.addresses?.find((a) => a.address_purpose === 'LOCATION') ?? found.addresses?.[0] ?? null;
  const body: NpiRecord = {
    npi: String(found.number),
    name:
      found.enumeration_type === 'NPI-2'
        ? (b.organization_name ?? '')
        : `${titled(b.first_name)} ${titled(b.last_name)}`.trim(),
    credential: b.credential ?? null,
    specialty: (found.taxonomies?.find((t) => t.primary) ?? found.taxonomies?.[0])?.desc ?? null,
    address: place
      ? `${titled(place.address_1)}, ${titled(place.city)}, ${place.state ?? ''} ${(place.postal_code ?? '').slice(0, 5)}`.trim()
      : null,
    phone: place?.telephone_number ?? null,
    active: b.status === 'A',
  };
  return c.json(body);
}
