/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { getBus, type Settings, type User } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { getOffer } from '../credits/api/get-offer';
import { PremiumPage } from '../premium/premium-page';
import { testOffer } from '../test-offer';
import { PricingPage } from './pricing-page';

jest.mock('../credits/api/get-offer');
const mockedGetOffer = jest.mocked(getOffer);

function renderPricing() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <PricingPage route={{ name: 'pricing', params: {} }} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetBusForTests();
  mockedGetOffer.mockReset();
});

describe('PricingPage', () => {
  it('shows a visitor the bundles with a way to log in, what credits buy and the refund period', async () => {
    getBus().publish('session.changed', { user: null });
    getBus().publish('settings.loaded', {
      settings: { message_credits: 5, gift_credits: 20, refund_days: 14 } as Settings,
    });
    mockedGetOffer.mockResolvedValue(testOffer({ discount: null, member: null }));
    renderPricing();
    const bundle = await screen.findByRole('listitem', { name: '100 credits' });
    expect(within(bundle).getByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('A message costs 5 credits.')).toBeInTheDocument();
    expect(screen.getByText(/within 14 days of your purchase/)).toBeInTheDocument();
  });

  it('a member buys from it directly', async () => {
    getBus().publish('session.changed', { user: { id: 7, paid_user: false } as User });
    mockedGetOffer.mockResolvedValue(testOffer());
    renderPricing();
    const bundle = await screen.findByRole('listitem', { name: '250 credits' });
    expect(within(bundle).getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/credits/12');
  });
});

describe('PremiumPage', () => {
  it('lists what premium unlocks, and turns into "you are premium" when a purchase lands', () => {
    getBus().publish('session.changed', { user: { id: 7, paid_user: false } as User });
    renderWithProviders(<PremiumPage route={{ name: 'premium', params: {} }} />);
    expect(screen.getByText('See every photo of every member.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become premium' })).toHaveAttribute('href', '/credits');
    expect(screen.queryByText('You are a premium member.')).not.toBeInTheDocument();
    act(() => getBus().publish('credits.changed', { credits: 250, paidUser: true }));
    expect(screen.getByText('You are a premium member.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy more credits' })).toBeInTheDocument();
  });
});
