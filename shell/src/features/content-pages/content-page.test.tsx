import { screen } from '@testing-library/react';
import { api, ApiError, type ContentPageAnswer } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import { renderWithQuery } from '@dating/shared/testing/query';
import english from './documents/en.json';
import { ContentPage, ContentPageView } from './content-page';
import { TEST_COMPANY as COMPANY } from './test-company';

/** The company's facts, and for the content page call the given answer (or a promise of it). */
function answer(contentPage: () => Promise<ContentPageAnswer>) {
  return jest
    .spyOn(api, 'get')
    .mockImplementation(((path: string) =>
      path === '/api/content-page.php' ? contentPage() : Promise.resolve(COMPANY)) as typeof api.get);
}

describe('ContentPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('focuses its heading at once and keeps the focus there when the texts arrive from their chunk', async () => {
    answer(() => Promise.resolve({ page: 'privacy', locale: 'en', text: null }));
    renderWithProviders(<ContentPage kind="privacy" route="pages-kind" />);

    const title = screen.getByRole('heading', { level: 1 });
    expect(title).toHaveFocus();
    expect(
      await screen.findByRole('heading', { level: 2, name: english['shell.content.privacy.collectHeading'] }),
    ).toBeVisible();
    expect(title).toHaveFocus();
  });

  it("shows the site's own text, its title and the date it is valid from, as text and never as markup", async () => {
    const get = answer(() =>
      Promise.resolve({
        page: 'terms',
        locale: 'en',
        text: {
          title: 'Our own terms',
          body: '## Who runs this\nRun by {company}.\n\n- first rule\n- <img src=x onerror=alert(1)>',
          validFrom: '2026-12-01',
        },
      }),
    );
    const { container } = renderWithQuery(<ContentPageView kind="terms" route="pages-terms" />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Who runs this' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our own terms');
    expect(screen.getByText('Run by Example Media ApS.')).toBeVisible();
    expect(screen.getByTestId('content-valid-from')).toHaveTextContent('Valid from December 1, 2026');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByText(english['shell.content.terms.whoHeading'])).toBeNull();
    expect(get).toHaveBeenCalledWith(
      '/api/content-page.php',
      expect.objectContaining({ query: { page: 'terms', locale: 'en' } }),
    );
  });

  it('shows a spinner while it asks for the site’s own text, then the built-in one when there is none', async () => {
    let resolve: (value: ContentPageAnswer) => void = () => {};
    answer(() => new Promise((done) => (resolve = done)));
    renderWithQuery(<ContentPageView kind="faq" route="pages-faq" />);

    expect(await screen.findByRole('status')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    resolve({ page: 'faq', locale: 'en', text: null });
    expect(
      await screen.findByRole('heading', { level: 2, name: english['shell.content.faq.creditsQuestion'] }),
    ).toBeVisible();
  });

  it('shows the built-in text when the site’s own text cannot be read', async () => {
    answer(() => Promise.reject(new ApiError(500, 'server_error', 'boom')));
    renderWithQuery(<ContentPageView kind="terms" route="pages-terms" />);

    expect(
      await screen.findByRole('heading', { level: 2, name: english['shell.content.terms.whoHeading'] }),
    ).toBeVisible();
    expect(screen.getByTestId('terms-version')).toBeVisible();
    expect(screen.queryByTestId('content-valid-from')).toBeNull();
  });
});
