import type * as Client from './intake-client';
import type * as Contract from '@/lib/domain/intake-contract';

export interface IntakeCode {
  client: typeof Client;
  contract: typeof Contract;
}

/**
 * The intake's client and the contract's schemas, for a page whose first screen needs neither (Track Order, Pay a
 * Bill): loaded when the shopper first reaches for the button, so the page's own JavaScript stays that of any other
 * page. A failed load rejects, and the next call tries again.
 */
export function intakeCode(): Promise<IntakeCode> {
  return Promise.all([import('./intake-client'), import('@/lib/domain/intake-contract')]).then(
    ([client, contract]) => ({ client, contract }),
  );
}

const preload = () => void intakeCode().catch(() => {});

/** For the button that asks the intake: its code loads as the shopper reaches for it (pointer or keyboard). */
export const loadsIntakeCode = { onPointerEnter: preload, onFocus: preload };
