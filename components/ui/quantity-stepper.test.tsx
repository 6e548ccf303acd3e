/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

const icons = { decrease: '−', increase: '+' };

function Stepper({ start, max, maxReason }: { start: number; max?: number; maxReason?: string }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      words={{ decrease: 'Decrease quantity', increase: 'Increase quantity' }}
      value={value}
      onChange={setValue}
      max={max}
      maxReason={maxReason}
      label="Quantity of the CPAP"
      icons={icons}
    />
  );
}

const quantity = () => screen.getByRole('group', { name: 'Quantity of the CPAP' }).querySelector('output');

describe('the quantity stepper', () => {
  it('steps up and down, and cannot go below one', () => {
    render(<Stepper start={2} max={10} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity()).toHaveProperty('textContent', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity()).toHaveProperty('textContent', '1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
  });

  it('stops at its limit; with a reason, plus stays focusable, says why, and adds nothing', () => {
    render(<Stepper start={998} max={999} maxReason="A line holds at most 999." />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(screen.queryByText('A line holds at most 999.')).toBeNull();
    fireEvent.click(plus);
    expect(quantity()).toHaveProperty('textContent', '999');
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    expect(plus).toHaveProperty('disabled', false);
    const reason = screen.getByText('A line holds at most 999.');
    expect(plus.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(plus);
    expect(quantity()).toHaveProperty('textContent', '999');
  });

  it('without a reason, plus is simply disabled at the limit', () => {
    render(<Stepper start={10} max={10} />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
  });
});
