/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import type { StaffBundle } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { BundlesSection } from './bundles-section';
import { createBundle, listBundles, updateBundle } from './site-calls';

jest.mock('./site-calls', () => ({
  ...jest.requireActual('./site-calls'),
  listBundles: jest.fn(),
  createBundle: jest.fn(),
  updateBundle: jest.fn(),
}));
const mockedList = jest.mocked(listBundles);
const mockedCreate = jest.mocked(createBundle);
const mockedUpdate = jest.mocked(updateBundle);

const bundle: StaffBundle = {
  id: 4,
  country: null,
  credits: 100,
  amountCents: 1999,
  currency: 'EUR',
  popular: false,
  sortOrder: 0,
};

beforeEach(() => {
  jest.resetAllMocks();
  mockedList.mockResolvedValue({ bundles: [bundle] });
});

const renderSection = () => renderWithQuery(<BundlesSection domain="lovenest.example" currency="EUR" />);

describe('BundlesSection', () => {
  it('saves a new price in minor units', async () => {
    mockedUpdate.mockResolvedValue({ ...bundle, id: 5, amountCents: 2499 });
    const { user } = renderSection();
    const row = await screen.findByRole('form', { name: '100 credits · every country · €19.99' });
    const price = within(row).getByLabelText(/^Price in EUR/);
    expect(price).toHaveValue('19.99');
    await user.clear(price);
    await user.type(price, '24,99');
    await user.click(within(row).getByRole('button', { name: 'Save price' }));
    await waitFor(() =>
      expect(mockedUpdate).toHaveBeenCalledWith('lovenest.example', 4, { amountCents: 2499 }),
    );
    expect(mockedList).toHaveBeenCalledTimes(2);
  });

  it('retires a bundle only after a confirmation', async () => {
    mockedUpdate.mockResolvedValue(null);
    const { user } = renderSection();
    const row = await screen.findByRole('form', { name: /^100 credits/ });
    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog', { name: /Retire the bundle 100 credits/ });
    expect(dialog).toHaveTextContent('Payments already started with it are not affected.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockedUpdate).not.toHaveBeenCalled();
    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retire it' }));
    await waitFor(() => expect(mockedUpdate).toHaveBeenCalledWith('lovenest.example', 4, { active: false }));
  });

  it('adds a bundle for one country in its own currency, and says why one is refused', async () => {
    mockedCreate
      .mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'Some fields are not valid.'))
      .mockResolvedValueOnce({ ...bundle, id: 6, country: 'CH', amountCents: 2190, currency: 'CHF' });
    const { user } = renderSection();
    const form = await screen.findByRole('form', { name: 'New bundle' });
    await user.type(within(form).getByLabelText(/^Country/), 'ch');
    await user.type(within(form).getByLabelText(/^Credits/), '100');
    await user.type(within(form).getByLabelText(/^Price in EUR/), '-5');
    const currency = within(form).getByLabelText(/^Currency/);
    await user.clear(currency);
    await user.type(currency, 'CHF');
    await user.click(within(form).getByRole('button', { name: 'Add the bundle' }));
    expect(await within(form).findByText(/not valid/)).toBeInTheDocument();
    expect(mockedCreate).toHaveBeenLastCalledWith('lovenest.example', {
      country: 'ch',
      credits: 100,
      amountCents: -500,
      currency: 'CHF',
      popular: false,
    });
    const price = within(form).getByLabelText(/^Price in CHF/);
    await user.clear(price);
    await user.type(price, '21.90');
    await user.click(within(form).getByRole('button', { name: 'Add the bundle' }));
    await waitFor(() => expect(mockedCreate).toHaveBeenCalledTimes(2));
    expect(mockedCreate.mock.calls[1]![1]).toMatchObject({ amountCents: 2190, currency: 'CHF' });
    await waitFor(() => expect(within(form).getByLabelText(/^Country/)).toHaveValue(''));
  });
});
