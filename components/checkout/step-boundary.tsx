'use client';

import { Component, type ReactNode } from 'react';
import { contact } from '@/data/contact';
import { Button } from '@/components/ui/button';
import { richText } from '@/components/ui/rich-text';
import { useCheckoutWords } from './checkout-words';

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
    return <StepFailed />;
  }
}

function StepFailed() {
  const { words } = useCheckoutWords();
  const phone = (
    <a href={contact.phoneHref} className="font-semibold underline">
      {contact.phone}
    </a>
  );
  return (
    <div role="alert" className="rounded-xl border-2 border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{words.stepFailed}</p>
      <p className="mt-2">{richText(words.stepFailedPhone, { phone })}</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        {words.reload}
      </Button>
    </div>
  );
}
