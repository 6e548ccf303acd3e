/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { notifyError } from '@/lib/browser/notify';
import en from '@/data/messages/en.json';
import { SearchForm } from './search-form';

const words = {
  label: en.Frame.searchLabel,
  placeholder: en.Frame.searchPlaceholder,
  submit: en.Frame.submitSearch,
  button: en.Frame.search,
  required: en.Frame.searchRequired,
  requiredText: en.Frame.searchRequiredText,
};

jest.mock('@/lib/browser/notify', () => ({ notifyError: jest.fn() }));

/** Submits the form as Enter or the button would, and says whether the browser would go on to the listing. */
function submit(text: string): { went: boolean; sent: string } {
  const input = screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  const went = fireEvent.submit(screen.getByRole('search'));
  return { went, sent: input.value };
}

describe('the header search', () => {
  beforeEach(() => jest.mocked(notifyError).mockClear());

  it('goes to the listing with the term trimmed', () => {
    render(<SearchForm id="search" icon={null} action="/products/" maxLength={200} labels={words} />);
    expect(submit('  cpap mask ')).toEqual({ went: true, sent: 'cpap mask' });
    expect(notifyError).not.toHaveBeenCalled();
    // Next's <Form> writes the listing's address (its trailing slash as the build's config says; none here).
    expect(screen.getByRole('search').getAttribute('action')).toMatch(/^\/products\/?$/);
  });

  it('stays on the page with the specification’s message when the term is empty or blank', () => {
    render(<SearchForm id="search" icon={null} action="/products/" maxLength={200} labels={words} />);
    for (const blank of ['', '   ']) expect(submit(blank).went).toBe(false);
    expect(notifyError).toHaveBeenCalledTimes(2);
    expect(notifyError).toHaveBeenCalledWith(
      'Search Term Required',
      'Please enter a search term to find products.',
    );
  });
});
