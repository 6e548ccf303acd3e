import { formatHours } from './facts';

describe('store facts', () => {
  it('writes noon and midnight hours the way a clock does', () => {
    expect(formatHours({ label: 'x', days: ['Monday'], opens: '00:30', closes: '12:00' })).toBe(
      '12:30 AM - 12:00 PM EST',
    );
    expect(formatHours({ label: 'x', days: ['Monday'], opens: '09:00', closes: '18:00' }, 'es')).toBe(
      '9:00 a. m. a 6:00 p. m. (hora del Este)',
    );
    expect(formatHours({ label: 'x', days: ['Sunday'] }, 'es')).toBe('Cerrado');
  });
});
