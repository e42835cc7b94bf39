/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import type { PaymentMethod, StaffCountryMethods } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { PaymentMethodsSection } from './payment-methods-section';
import { getPaymentMethods, listPaymentMethods, resetPaymentMethods, setPaymentMethods } from './site-calls';

jest.mock('./site-calls', () => ({
  ...jest.requireActual('./site-calls'),
  listPaymentMethods: jest.fn(),
  getPaymentMethods: jest.fn(),
  setPaymentMethods: jest.fn(),
  resetPaymentMethods: jest.fn(),
}));
const mockedList = jest.mocked(listPaymentMethods);
const mockedSet = jest.mocked(setPaymentMethods);
const mockedReset = jest.mocked(resetPaymentMethods);
const mockedGet = jest.mocked(getPaymentMethods);

const NL: PaymentMethod[] = ['ideal', 'creditcard', 'visa', 'paypal', 'sepa_direct_debit'];
const BE: PaymentMethod[] = ['bancontact', 'creditcard', 'paypal'];
const entry = (country: string, available: PaymentMethod[], enabled = available): StaffCountryMethods => ({
  country,
  available,
  enabled,
  custom: enabled !== available,
});

beforeEach(() => {
  jest.resetAllMocks();
  mockedList.mockResolvedValue({ countries: [entry('NL', NL), entry('BE', BE, ['bancontact'])] });
});

describe('PaymentMethodsSection', () => {
  it("lists the main country's methods, all ticked by default, brand names as the brands write them", async () => {
    renderWithQuery(<PaymentMethodsSection domain="lovenest.example" />);
    expect(await screen.findByRole('group', { name: 'Offered to members in Netherlands' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
    for (const name of ['iDEAL', 'Credit card', 'Visa', 'PayPal', 'SEPA direct debit']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
    expect(screen.getByText(/No choice of its own/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Offer every method again' })).toBeNull();
  });

  it('unticks a method for a country and saves the rest in the checkout order', async () => {
    mockedSet.mockResolvedValue(entry('NL', NL, ['ideal', 'creditcard', 'visa', 'sepa_direct_debit']));
    const { user } = renderWithQuery(<PaymentMethodsSection domain="lovenest.example" />);
    await user.click(await screen.findByRole('checkbox', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Save methods' }));
    await waitFor(() =>
      expect(mockedSet).toHaveBeenCalledWith('lovenest.example', 'NL', {
        methods: ['ideal', 'creditcard', 'visa', 'sepa_direct_debit'],
      }),
    );
    expect(await screen.findByText('The payment methods for Netherlands are saved.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'PayPal' })).not.toBeChecked();
    expect(screen.getByText(/only the ticked methods/)).toBeVisible();
  });

  it("picks another country, shows that country's own choice and resets it to every method", async () => {
    mockedReset.mockResolvedValue(entry('BE', BE));
    const { user } = renderWithQuery(<PaymentMethodsSection domain="lovenest.example" />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'BE');
    expect(screen.getByRole('group', { name: 'Offered to members in Belgium' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Bancontact' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'PayPal' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Offer every method again' }));
    await waitFor(() => expect(mockedReset).toHaveBeenCalledWith('lovenest.example', 'BE'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'PayPal' })).toBeChecked());
  });

  it('will not save an empty choice, and shows what the server refused', async () => {
    mockedSet.mockRejectedValue(new ApiError(400, 'validation_failed', 'x'));
    const { user } = renderWithQuery(<PaymentMethodsSection domain="lovenest.example" />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'BE');
    await user.click(screen.getByRole('checkbox', { name: 'Bancontact' }));
    expect(screen.getByText(/Tick at least one method/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save methods' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Credit card' }));
    await user.click(screen.getByRole('button', { name: 'Save methods' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(mockedSet).toHaveBeenCalledWith('lovenest.example', 'BE', { methods: ['creditcard'] });
  });

  it("looks up a country outside the site's list and offers its methods", async () => {
    mockedGet.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'x'));
    mockedGet.mockResolvedValueOnce(entry('AT', ['eps', 'sofort', 'creditcard']));
    const { user } = renderWithQuery(<PaymentMethodsSection domain="lovenest.example" />);
    const other = await screen.findByRole('textbox', { name: /^Another country/ });
    await user.type(other, 'q');
    await user.click(screen.getByRole('button', { name: 'Show its methods' }));
    await waitFor(() => expect(other).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(other);
    await user.type(other, 'at');
    await user.click(screen.getByRole('button', { name: 'Show its methods' }));
    await waitFor(() => expect(mockedGet).toHaveBeenLastCalledWith('lovenest.example', 'at'));
    expect(await screen.findByRole('group', { name: 'Offered to members in Austria' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('AT');
    expect(screen.getByRole('checkbox', { name: 'eps' })).toBeChecked();
    expect(other).toHaveValue('');
  });

  it('shows an error with a retry when the methods cannot be loaded', async () => {
    mockedList.mockRejectedValueOnce(new ApiError(0, 'network_error', 'offline'));
    const { user } = renderWithQuery(<PaymentMethodsSection domain="lovenest.example" />);
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('checkbox', { name: 'iDEAL' })).toBeChecked();
  });
});
