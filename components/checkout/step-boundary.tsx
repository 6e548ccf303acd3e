'use client';

import { Component, type ReactNode } from 'react';
import { facts } from '@/data/facts';
import { Button } from '@/components/ui/button';

/**
 * A step whose code could not be loaded (the connection dropped on the way): said so, with a way on, instead
 * of a blank page. The cart and the shipping details are kept in the browser, and the step is in the address,
 * so a reload comes back to it. The checkout page's island (checkout.tsx) puts the wizard itself inside one, so
 * a wizard whose code never arrives says the same; `onFailed` is for the wizard, which then hides Continue.
 */
export class StepBoundary extends Component<
  { children: ReactNode; onFailed?: () => void },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailed?.();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-xl border-2 border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">
          This step could not be loaded. Check your connection, then reload the page: your cart and shipping
          details are kept.
        </p>
        <p className="mt-2">
          Or call us at{' '}
          <a href={facts.phoneHref} className="font-semibold underline">
            {facts.phone}
          </a>{' '}
          and we will take the order by phone.
        </p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    );
  }
}
