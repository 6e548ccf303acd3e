/** The clearinghouse stand-in's handle (clearinghouse-stand-in.mjs). */
export interface ClearinghouseStandIn {
  url: string;
  /** The core API's address (polling for what payers sent back). */
  coreUrl: string;
  acknowledgements: { transactionId: string; processedAt: string; report: unknown }[];
  /** The DME MAC's remittances (835 reports, as Stedi's JSON), in the order they came. */
  remittances: {
    transactionId: string;
    processedAt: string;
    report: {
      transactions: {
        detailInfo: { paymentInfo: { claimPaymentInfo: Record<string, string> }[] }[];
      }[];
    };
  }[];
  port: number;
  key: string;
  requests: { path: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

export const unenrolledNpi: string;
/** Diagnosis codes (as the 837P writes them, no dot) the DME MAC denies, or finds unprocessable. */
export const deniedDiagnosis: string;
export const unprocessableDiagnosis: string;

export const beneficiaries: Record<string, { dob: string; benefits: Record<string, unknown>[] }>;

export function startClearinghouseStandIn(options?: {
  port?: number;
  host?: string;
  key?: string;
}): Promise<ClearinghouseStandIn>;
