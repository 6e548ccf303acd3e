import { z } from 'zod';

/**
 * What Medicare needs on file before it pays for an item, by HCPCS code (`data/catalog/documentation.json`), each
 * rule with the CMS source it comes from and that source's date. The back office lists an order's documents from
 * these rules, refuses to confirm it while one is missing, and adds KX to a claim line only when they are all in.
 */

export const documentKinds = [
  'written-order',
  'face-to-face',
  'prior-authorization',
  'sleep-evaluation',
  'sleep-test',
  'cpap-trial',
  'oxygen-test',
  're-evaluation',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Each document as staff name it, and what it must show (the physician's office reads the request). */
export const documentWords: Record<DocumentKind, { name: string; shows: string }> = {
  'written-order': {
    name: 'Standard written order',
    shows:
      'the patient’s name or Medicare number, the order date, the item, the quantity, the practitioner’s name and NPI, and the practitioner’s signature',
  },
  'face-to-face': {
    name: 'Face-to-face encounter note',
    shows:
      'a visit with the practitioner in the six months before the written order, about the need for the item',
  },
  'prior-authorization': {
    name: 'Prior authorization (affirmed)',
    shows: 'the DME MAC’s affirmed decision and its unique tracking number',
  },
  'sleep-evaluation': {
    name: 'Face-to-face clinical evaluation before the sleep test',
    shows: 'the practitioner’s evaluation of the patient’s sleep apnea, dated before the sleep test',
  },
  'sleep-test': {
    name: 'Qualifying sleep test',
    shows: 'a Medicare-covered sleep test (in a laboratory or at home) with its apnea-hypopnea index',
  },
  'cpap-trial': {
    name: 'CPAP tried and not tolerated or not effective',
    shows: 'the practitioner’s note that CPAP was tried and did not work for the patient',
  },
  'oxygen-test': {
    name: 'Qualifying blood-gas or oxygen-saturation test',
    shows: 'an arterial blood gas or oximetry result, with its date and the conditions it was taken in',
  },
  're-evaluation': {
    name: 'Re-evaluation visit (days 31 to 91)',
    shows:
      'a visit with the practitioner between day 31 and day 91 of the therapy, noting that the patient’s symptoms are better and that she uses the device',
  },
};

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
const sourceSchema = z
  .object({ title: z.string().min(1), url: z.url({ protocol: /^https$/ }), date: day })
  .strict();
const ruleSchema = z
  .object({
    kind: z.enum(documentKinds, { error: `must be one of ${documentKinds.join(', ')}` }),
    source: z.string().min(1),
    /** The source that asks for the written order before delivery (CMS's required WOPD list), when one does. */
    beforeDelivery: z.string().min(1).optional(),
    /**
     * The first rental month whose claim needs it, for a document that comes after delivery (a CPAP's re-evaluation
     * visit, needed from month 4): the order is confirmed and delivered without it.
     */
    fromMonth: z.int().min(2).max(13).optional(),
  })
  .strict();
const codeSchema = z
  .object({
    item: z.string().min(1),
    /** The source whose policy has KX added when every requirement is met, or null when the policy uses none. */
    kx: z.string().min(1).nullable(),
    documents: z.array(ruleSchema).min(1),
    /**
     * For a supply that wears out: Medicare's usual maximum, `quantity` every `months`, and the source that sets it
     * (a full face mask 1 every 3 months; its cushions 1 a month).
     */
    resupply: z
      .object({
        quantity: z.int().positive(),
        months: z.int().positive().max(12),
        source: z.string().min(1),
      })
      .strict()
      .optional(),
    /**
     * For a CPAP or bilevel: from which rental month Medicare pays only when her use met the adherence rule (4 hours
     * or more on 21 of 30 consecutive nights within the first 90 days), and the source that sets it.
     */
    adherence: z
      .object({ fromMonth: z.int().min(2).max(13), source: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict();
export const documentationSchema = z
  .object({
    sources: z.record(z.string(), sourceSchema),
    codes: z.record(z.string().regex(/^[A-Z]\d{4}$/, 'must be a HCPCS code such as E0601'), codeSchema),
  })
  .strict();

export type Documentation = z.infer<typeof documentationSchema>;

/** The HCPCS codes a catalogue entry names ("E0143, E0156" names two; "Not billed to Medicare" none). */
export function hcpcsCodes(text: string | null | undefined): string[] {
  return [...new Set(text?.match(/\b[A-Z]\d{4}\b/g) ?? [])];
}

/** What is wrong with the rules themselves: a source that is not listed, or a code with no written order. */
export function documentationProblems(doc: Documentation): string[] {
  const problems: string[] = [];
  for (const [code, entry] of Object.entries(doc.codes)) {
    const where = `documentation.json: ${code}`;
    if (entry.kx !== null && !(entry.kx in doc.sources))
      problems.push(`${where}: kx: "${entry.kx}" is not in sources`);
    if (entry.resupply && !(entry.resupply.source in doc.sources))
      problems.push(`${where}: resupply.source: "${entry.resupply.source}" is not in sources`);
    if (entry.adherence && !(entry.adherence.source in doc.sources))
      problems.push(`${where}: adherence.source: "${entry.adherence.source}" is not in sources`);
    for (const [i, rule] of entry.documents.entries())
      if (rule.fromMonth && rule.beforeDelivery)
        problems.push(
          `${where}: documents[${i}]: a document needed from month ${rule.fromMonth} cannot be needed before delivery`,
        );
    for (const [i, rule] of entry.documents.entries()) {
      for (const field of ['source', 'beforeDelivery'] as const) {
        const id = rule[field];
        if (id !== undefined && !(id in doc.sources))
          problems.push(`${where}: documents[${i}].${field}: "${id}" is not in sources`);
      }
    }
    if (!entry.documents.some((r) => r.kind === 'written-order'))
      problems.push(
        `${where}: documents: must include a written-order (every item needs a standard written order)`,
      );
    const kinds = entry.documents.map((r) => r.kind);
    const twice = kinds.filter((k, i) => kinds.indexOf(k) !== i);
    if (twice.length) problems.push(`${where}: documents: ${twice[0]} is listed more than once`);
  }
  return problems;
}

/** A required document of an order: its kind, the codes that need it, and whether it must be in before delivery. */
export interface RequiredDocument {
  kind: DocumentKind;
  codes: string[];
  beforeDelivery: boolean;
  /** The first month whose claim needs it, when it comes after delivery; null when the order needs it from the start. */
  fromMonth: number | null;
  sources: string[];
}

/** The documents an order with these HCPCS codes needs, each once, in the order of `documentKinds`. */
export function requiredDocuments(doc: Documentation, codes: readonly string[]): RequiredDocument[] {
  const byKind = new Map<DocumentKind, RequiredDocument>();
  for (const code of codes)
    for (const rule of doc.codes[code]?.documents ?? []) {
      const found = byKind.get(rule.kind) ?? {
        kind: rule.kind,
        codes: [],
        beforeDelivery: false,
        fromMonth: rule.fromMonth ?? null,
        sources: [],
      };
      if (!found.codes.includes(code)) found.codes.push(code);
      if (rule.beforeDelivery) found.beforeDelivery = true;
      // One code needing it from the start makes the order need it from the start.
      if (found.fromMonth !== null && (rule.fromMonth ?? null) !== found.fromMonth)
        found.fromMonth = rule.fromMonth ? Math.min(found.fromMonth, rule.fromMonth) : null;
      for (const s of [rule.source, rule.beforeDelivery])
        if (s && !found.sources.includes(s)) found.sources.push(s);
      byKind.set(rule.kind, found);
    }
  return documentKinds.flatMap((k) => byKind.get(k) ?? []);
}
