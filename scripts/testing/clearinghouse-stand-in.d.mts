/** The clearinghouse stand-in's handle (clearinghouse-stand-in.mjs). */
export interface ClearinghouseStandIn {
  url: string;
  /** The core API's address (polling for what payers sent back). */
  coreUrl: string;
  acknowledgements: { transactionId: string; processedAt: string; report: unknown }[];
  port: number;
  key: string;
  requests: { path: string; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

export const unenrolledNpi: string;

export const beneficiaries: Record<string, { dob: string; benefits: Record<string, unknown>[] }>;

export function startClearinghouseStandIn(options?: {
  port?: number;
  host?: string;
  key?: string;
}): Promise<ClearinghouseStandIn>;
