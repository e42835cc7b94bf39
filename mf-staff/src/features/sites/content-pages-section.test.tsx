/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import { renderWithQuery } from '@dating/shared/testing/query';
import type { StaffContentPage } from '@dating/shared/contract';
import { ContentPagesSection } from './content-pages-section';
import { getContentPage, listContentPages, resetContentPage, saveContentPage } from './site-calls';

jest.mock('./site-calls', () => ({
  ...jest.requireActual('./site-calls'),
  listContentPages: jest.fn(),
  getContentPage: jest.fn(),
  saveContentPage: jest.fn(),
  resetContentPage: jest.fn(),
}));
const mockedList = jest.mocked(listContentPages);
const mockedGet = jest.mocked(getContentPage);
const mockedSave = jest.mocked(saveContentPage);
const mockedReset = jest.mocked(resetContentPage);

const PAGES = ['terms', 'privacy', 'cookies', 'faq', 'return-policy', 'service', 'ban'] as const;
const GERMAN_TERMS: StaffContentPage = {
  page: 'terms',
  locale: 'de',
  title: 'AGB',
  body: '## Wer wir sind\n{site} ist unser Angebot.',
  validFrom: '2026-12-01',
  updatedAt: '2026-11-27T10:00:00.000Z',
  updatedBy: 'Ada Admin',
};

beforeEach(() => {
  jest.resetAllMocks();
  mockedList.mockResolvedValue({
    pages: PAGES.map((page) => ({ page, overridden: page === 'terms' ? ['de' as const] : [] })),
  });
  mockedGet.mockImplementation((_domain, page, locale) =>
    Promise.resolve(page === 'terms' && locale === 'de' ? GERMAN_TERMS : null),
  );
});

describe('ContentPagesSection', () => {
  it('says a page shows the built-in text, and saves a text of its own with a preview and its date', async () => {
    const { user } = renderWithQuery(<ContentPagesSection domain="lovenest.example" siteName="Love Nest" />);
    const section = await screen.findByRole('region', { name: 'Content pages' });
    expect(await within(section).findByText(/shows the built-in text in this language/)).toBeVisible();
    expect(
      within(section).getByRole('option', { name: /Terms and conditions \(own text in 1 language\)/ }),
    ).toBeInTheDocument();

    await user.selectOptions(within(section).getByLabelText('Page'), 'faq');
    await user.type(within(section).getByLabelText(/^Page title/), 'Questions');
    await user.type(
      within(section).getByRole('textbox', { name: /^Text/ }),
      '## How do credits work?{enter}They pay for {{site}.',
    );
    const date = within(section).getByLabelText(/^Valid from/);
    await user.clear(date);
    await user.type(date, '2027-01-15');

    const preview = within(section).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'How do credits work?' })).toBeVisible();
    expect(within(preview).getByText('They pay for Love Nest.')).toBeVisible();
    expect(within(preview).getByText('Valid from January 15, 2027')).toBeVisible();

    mockedSave.mockResolvedValue({ ...GERMAN_TERMS, page: 'faq', locale: 'en', title: 'Questions' });
    await user.click(within(section).getByRole('button', { name: 'Save text' }));
    await waitFor(() =>
      expect(mockedSave).toHaveBeenCalledWith('lovenest.example', 'faq', 'en', {
        title: 'Questions',
        body: '## How do credits work?\nThey pay for {site}.',
        validFrom: '2027-01-15',
      }),
    );
    expect(await within(section).findByText(/The text is saved/)).toBeVisible();
  });

  it("opens a language's own text and resets it to the built-in one after asking", async () => {
    mockedReset.mockResolvedValue(undefined);
    const { user } = renderWithQuery(<ContentPagesSection domain="lovenest.example" siteName="Love Nest" />);
    const section = await screen.findByRole('region', { name: 'Content pages' });
    await user.selectOptions(await within(section).findByLabelText('Language'), 'de');
    expect(await within(section).findByLabelText(/^Page title/)).toHaveValue('AGB');
    expect(within(section).getByText(/saved .* by Ada Admin/)).toBeVisible();
    expect(within(section).getByLabelText(/^Valid from/)).toHaveValue('2026-12-01');

    await user.click(within(section).getByRole('button', { name: 'Reset to the built-in text' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to the built-in text' }));
    await waitFor(() => expect(mockedReset).toHaveBeenCalledWith('lovenest.example', 'terms', 'de'));
    expect(await within(section).findByText('The built-in text is shown again.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Reset to the built-in text' })).toBeNull();
  });

  it('marks the fields the server refused, and shows an error when the pages cannot be listed', async () => {
    mockedSave.mockRejectedValue(
      new ApiError(400, 'validation_failed', 'bad', [{ field: 'body.body', message: 'too short' }]),
    );
    const { user, unmount } = renderWithQuery(
      <ContentPagesSection domain="lovenest.example" siteName="Love Nest" />,
    );
    const section = await screen.findByRole('region', { name: 'Content pages' });
    await user.type(await within(section).findByLabelText(/^Page title/), 'Terms');
    await user.click(within(section).getByRole('button', { name: 'Save text' }));
    expect(await within(section).findByText(/Please check the marked fields/)).toBeVisible();
    expect(within(section).getByRole('textbox', { name: /^Text/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByLabelText(/^Page title/)).not.toHaveAttribute('aria-invalid');
    unmount();

    mockedList.mockRejectedValue(new ApiError(500, 'server_error', 'boom'));
    renderWithQuery(<ContentPagesSection domain="lovenest.example" siteName="Love Nest" />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
  });
});
