import { diagnosisCodes, documentDatesProblem, monthsBefore } from './paperwork';

describe('the diagnosis codes a written order gives (ICD-10-CM)', () => {
  it('reads them as typed, in any case, with or without the dot, each once', () => {
    expect(diagnosisCodes('g4733, J44.9  j449 E11')).toEqual({ codes: ['G47.33', 'J44.9', 'E11'] });
  });

  it('refuses what is not a code, with the code and an example', () => {
    expect(diagnosisCodes('G47.33 123')).toEqual({
      problem:
        '123 is not an ICD-10-CM code: one is a letter, two characters and up to four more after a dot, such as G47.33 or J44.9.',
    });
    expect(diagnosisCodes('  ')).toEqual({
      problem: 'Give the diagnosis codes the written order names (ICD-10-CM, such as G47.33).',
    });
    expect(diagnosisCodes(Array.from({ length: 13 }, (_, i) => `J4${i % 10}`).join(' '))).toEqual({
      problem: 'A claim carries at most twelve diagnosis codes.',
    });
  });
});

describe('six months before a day', () => {
  it('is the same day six months back, or the last of a shorter month', () => {
    expect(monthsBefore('2026-12-01', 6)).toBe('2026-06-01');
    expect(monthsBefore('2026-03-15', 6)).toBe('2025-09-15');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
  });
});

describe('the dates of an order’s documents taken together', () => {
  const order = { kind: 'written-order', signedOn: '2026-12-01' };

  it('accepts a face-to-face visit on the day six months before the written order, or on the order’s day', () => {
    expect(documentDatesProblem([order, { kind: 'face-to-face', signedOn: '2026-06-01' }])).toBeNull();
    expect(documentDatesProblem([order, { kind: 'face-to-face', signedOn: '2026-12-01' }])).toBeNull();
  });

  it('refuses a visit the day before that, naming the first day Medicare takes', () => {
    expect(documentDatesProblem([order, { kind: 'face-to-face', signedOn: '2026-05-31' }])).toBe(
      'The face-to-face encounter of May 31, 2026 is more than six months before the written order of Dec 1, 2026: Medicare needs one on or after Jun 1, 2026. Ask the practitioner for a newer visit note, or a new order.',
    );
  });

  it('refuses a visit after the order', () => {
    expect(documentDatesProblem([order, { kind: 'face-to-face', signedOn: '2026-12-02' }])).toMatch(
      /^The face-to-face encounter of Dec 2, 2026 is after the written order of Dec 1, 2026/,
    );
  });

  it('refuses a CPAP’s clinical evaluation after its sleep test, and takes one before it', () => {
    const test = { kind: 'sleep-test', signedOn: '2026-10-10' };
    expect(documentDatesProblem([test, { kind: 'sleep-evaluation', signedOn: '2026-10-11' }])).toMatch(
      /^The clinical evaluation of Oct 11, 2026 is after the sleep test of Oct 10, 2026/,
    );
    expect(documentDatesProblem([test, { kind: 'sleep-evaluation', signedOn: '2026-09-30' }])).toBeNull();
  });

  it('says nothing while one of a pair is not in', () => {
    expect(documentDatesProblem([{ kind: 'face-to-face', signedOn: '2025-01-01' }])).toBeNull();
  });
});
