/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { MandateForm } from './mandate-form';
import { EMPTY_MANDATE } from './validate-mandate';

function renderForm(onSubmit = jest.fn(), country = 'NL') {
  renderWithProviders(
    <MandateForm
      country={country}
      companyName="Test Media B.V."
      submitting={false}
      serverProblem={null}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label, { exact: false });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
};

function fillValid() {
  type('Account holder', 'Anna de Vries');
  type('IBAN', 'nl91abna0417164300');
  type('Street', 'Keizersgracht');
  type('House number', '12a');
  type('Postal code', '1015 CJ');
  type('City', 'Amsterdam');
  type('Mobile number', '06 12345678');
  fireEvent.click(screen.getByRole('checkbox'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

describe('MandateForm', () => {
  it('names every missing field and moves focus to the first', () => {
    const onSubmit = renderForm();
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(7);
    expect(screen.getByText('Please confirm the authorisation.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account holder', { exact: false })).toHaveFocus();
    expect(screen.getByLabelText('Account holder', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an IBAN with a wrong check digit and one outside SEPA', () => {
    const onSubmit = renderForm();
    fillValid();
    type('IBAN', 'NL91 ABNA 0417 1643 01');
    submit();
    expect(screen.getByText('This IBAN is not valid. Please check it.')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN', { exact: false })).toHaveFocus();
    type('IBAN', 'BR1800360305000010009795493C1');
    submit();
    expect(
      screen.getByText('This account is not in the SEPA area. Please use another account or payment method.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a mobile number that is not one', () => {
    const onSubmit = renderForm();
    fillValid();
    type('Mobile number', '12345');
    submit();
    expect(screen.getByText('This mobile number is not valid.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('formats a valid IBAN and a national mobile number, and sends the form', () => {
    const onSubmit = renderForm();
    fillValid();
    expect(screen.getByLabelText('IBAN', { exact: false })).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(screen.getByLabelText('Mobile number', { exact: false })).toHaveValue('+31 6 12345678');
    expect(screen.getByRole('checkbox', { name: /Test Media B\.V\./ })).toBeChecked();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        account_holder: 'Anna de Vries',
        mobile: '+31 6 12345678',
        authorized: true,
      }),
    );
  });

  it("reads a national number in the member's own country", () => {
    const onSubmit = renderForm(jest.fn(), 'DE');
    fillValid();
    type('Mobile number', '0151 23456789');
    expect(screen.getByLabelText('Mobile number', { exact: false })).toHaveValue('+49 1512 3456789');
    submit();
    expect(onSubmit).toHaveBeenCalled();
  });

  it('shows again what the member typed, after "Change details" on the code step', () => {
    renderWithProviders(
      <MandateForm
        initial={{ ...EMPTY_MANDATE, account_holder: 'Anna de Vries', iban: 'NL91 ABNA 0417 1643 00' }}
        country="NL"
        companyName="Test Media B.V."
        submitting={false}
        serverProblem={{ field: 'mobile', code: 'invalid_mobile' }}
        error={null}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByLabelText('Account holder', { exact: false })).toHaveValue('Anna de Vries');
    expect(screen.getByLabelText('IBAN', { exact: false })).toHaveValue('NL91 ABNA 0417 1643 00');
    // The server's objection to a field shows at that field.
    expect(screen.getByText('This mobile number is not valid.')).toBeInTheDocument();
  });
});
