/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { ApiError, getBus, type Settings } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { testOffer } from '../test-offer';
import { getOffer } from './api/get-offer';
import { CreditsPage } from './credits-page';

jest.mock('./api/get-offer');
const mockedGetOffer = jest.mocked(getOffer);

function renderPage(path = '/credits') {
  window.history.pushState(null, '', path);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <CreditsPage route={{ name: 'credits', params: {} }} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetBusForTests();
  getBus().publish('session.changed', { user: null });
  mockedGetOffer.mockReset();
});

describe('CreditsPage', () => {
  it('shows the bundles with the time bonus applied, old price struck through, per-credit price', async () => {
    mockedGetOffer.mockResolvedValue(testOffer());
    renderPage();
    const bundle = await screen.findByRole('listitem', { name: '100 credits' });
    expect(within(bundle).getByText('€15.00')).toBeInTheDocument();
    expect(within(bundle).getByText('€20.00')).toBeInTheDocument();
    expect(within(bundle).getByText('€0.15 per credit')).toBeInTheDocument();
    expect(within(bundle).getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/credits/11');
    expect(screen.getByText('Time bonus: 25% off your first purchase')).toBeInTheDocument();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('You have 0 credits.')).toBeInTheDocument();
  });

  it("shows a price per credit with the currency's two decimals, as the site's country writes it", async () => {
    getBus().publish('settings.loaded', { settings: { domain_language: 'en_GB' } as Settings });
    const [first] = testOffer().bundles;
    mockedGetOffer.mockResolvedValue(
      testOffer({
        currency: 'GBP',
        bundles: [
          {
            ...first!,
            currency: 'GBP',
            amountCents: 1299,
            discountedAmountCents: 974,
            pricePerCreditCents: 9.74,
          },
        ],
      }),
    );
    renderPage();
    const bundle = await screen.findByRole('listitem', { name: '100 credits' });
    expect(within(bundle).getByText('£0.10 per credit')).toBeInTheDocument();
    expect(within(bundle).getByText('£9.74')).toBeInTheDocument();
  });

  it('a code that does not apply keeps the prices and says why on the field', async () => {
    mockedGetOffer.mockImplementation(async (code) => {
      if (code === 'NOPE') throw new ApiError(404, 'discount_code_not_found', 'not found');
      return testOffer({ discount: null });
    });
    renderPage('/credits?code=nope');
    const field = await screen.findByRole('textbox', { name: 'Do you have a discount code?' });
    expect(await screen.findByText('This discount code does not exist.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('listitem', { name: '100 credits' })).toBeInTheDocument();
    // The buy links do not carry a code that failed.
    expect(screen.getAllByRole('link', { name: 'Buy' })[0]).toHaveAttribute('href', '/credits/11');
  });

  it('applies a typed code through the URL, so the payment flow gets it too', async () => {
    mockedGetOffer.mockResolvedValue(testOffer({ discount: null }));
    const { user } = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Do you have a discount code?' }), 'spring10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.location.search).toBe('?code=SPRING10');
    expect(mockedGetOffer).toHaveBeenCalledWith('SPRING10', expect.anything());
  });

  it('shows an error with a retry when the bundles cannot be loaded', async () => {
    mockedGetOffer.mockRejectedValueOnce(new ApiError(500, 'server_error', 'boom'));
    renderPage();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
