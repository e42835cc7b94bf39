/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import type { StaffDiscountCode } from '@dating/shared/contract';
import { renderWithQuery } from '@dating/shared/testing/query';
import { DiscountCodesSection } from './discount-codes-section';
import { createCode, listCodes, switchCode } from './site-calls';

jest.mock('./site-calls', () => ({
  ...jest.requireActual('./site-calls'),
  listCodes: jest.fn(),
  createCode: jest.fn(),
  switchCode: jest.fn(),
}));
const mockedList = jest.mocked(listCodes);
const mockedCreate = jest.mocked(createCode);
const mockedSwitch = jest.mocked(switchCode);

const spring: StaffDiscountCode = {
  id: 3,
  code: 'SPRING10',
  valuePercentage: 10,
  minimumOrderValueCents: 2000,
  country: 'NL',
  currency: null,
  expires: null,
  validity: 'once-per-user',
  paymentMethods: ['ideal'],
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  jest.resetAllMocks();
  mockedList.mockResolvedValue({ codes: [spring] });
});

const renderSection = () =>
  renderWithQuery(<DiscountCodesSection domain="lovenest.example" currency="EUR" />);

describe('DiscountCodesSection', () => {
  it('shows what a code gives and switches it off', async () => {
    mockedSwitch.mockResolvedValue({ ...spring, status: 'inactive' });
    const { user } = renderSection();
    const list = await screen.findByRole('list', { name: 'Discount codes' });
    expect(list).toHaveTextContent('SPRING10 · 10 % off · once per member · NL · ideal');
    await user.click(within(list).getByRole('button', { name: 'Switch SPRING10 off' }));
    await waitFor(() =>
      expect(mockedSwitch).toHaveBeenCalledWith('lovenest.example', 3, { status: 'inactive' }),
    );
  });

  it('creates a code with its limit, expiry, country and methods; a taken code is said beside the field', async () => {
    mockedCreate
      .mockRejectedValueOnce(
        new ApiError(409, 'discount_code_exists', 'This site already has this discount code.'),
      )
      .mockResolvedValueOnce({ ...spring, id: 4, code: 'SUMMER25' });
    const { user } = renderSection();
    const form = await screen.findByRole('form', { name: 'New discount code' });
    await user.type(within(form).getByLabelText(/^Code/), 'spring10');
    await user.type(within(form).getByLabelText(/^Discount in %/), '25');
    await user.selectOptions(within(form).getByLabelText(/^Limit/), 'once');
    await user.type(within(form).getByLabelText(/^Valid until/), '2027-01-31');
    await user.type(within(form).getByLabelText(/^Country/), 'NL');
    await user.type(within(form).getByLabelText(/^Payment methods/), 'iDEAL, paypal');
    await user.type(within(form).getByLabelText(/^Minimum order in EUR/), '20');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    const code = within(form).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('This site already has this discount code.');
    expect(mockedCreate).toHaveBeenCalledWith('lovenest.example', {
      code: 'spring10',
      valuePercentage: 25,
      validity: 'once',
      expires: new Date('2027-01-31T23:59:59').toISOString(),
      country: 'NL',
      paymentMethods: ['ideal', 'paypal'],
      minimumOrderValueCents: 2000,
    });
    await user.clear(code);
    await user.type(code, 'SUMMER25');
    await user.click(within(form).getByRole('button', { name: 'Create the code' }));
    await waitFor(() => expect(mockedCreate).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(form).getByLabelText(/^Code/)).toHaveValue(''));
    expect(mockedList).toHaveBeenCalledTimes(2);
  });
});
