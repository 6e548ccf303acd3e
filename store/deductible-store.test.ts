/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { storageKeys } from '@/lib/domain/storage-keys';
import { useDeductibleStore } from './deductible-store';

const save = (state: unknown) =>
  sessionStorage.setItem(storageKeys.deductible, JSON.stringify({ state, version: 1 }));

describe('the Medicare answers kept for the visit', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the deductible answer and the Medicaid or Medigap answer for the tab', () => {
    useDeductibleStore.getState().setAnswer('no');
    useDeductibleStore.getState().setSecondary(true);
    expect(JSON.parse(sessionStorage.getItem(storageKeys.deductible) ?? 'null').state).toEqual({
      answer: 'no',
      secondary: true,
    });
  });

  it('reads back only answers it could have written', async () => {
    save({ answer: 'yes', secondary: false });
    await useDeductibleStore.persist.rehydrate();
    expect(useDeductibleStore.getState()).toMatchObject({ answer: 'yes', secondary: false });
    save({ answer: 'maybe', secondary: 'yes' });
    await useDeductibleStore.persist.rehydrate();
    expect(useDeductibleStore.getState()).toMatchObject({ answer: null, secondary: null });
  });
});
