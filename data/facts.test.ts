import { formatHours } from './facts';

describe('store facts', () => {
  it('writes noon and midnight hours the way a clock does', () => {
    expect(formatHours({ label: 'x', days: ['Monday'], opens: '00:30', closes: '12:00' })).toBe(
      '12:30 AM - 12:00 PM EST',
    );
  });
});
