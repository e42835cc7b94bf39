/// <reference types="@testing-library/jest-dom" />
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@dating/shared';
import { renderWithProviders } from '@dating/shared/testing';
import { createQueryClient } from '@dating/shared/server-state';
import { confirmDirectDebit, resendDirectDebitCode } from './api/direct-debit-calls';
import { SmsCodeStep } from './sms-code-step';

jest.mock('./api/direct-debit-calls');
const mockedConfirm = jest.mocked(confirmDirectDebit);
const mockedResend = jest.mocked(resendDirectDebitCode);

const mandate = {
  mandate_id: 7,
  mobile_masked: '+316••••••78',
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  resend_after: new Date(Date.now() + 60_000).toISOString(),
};

function renderStep(onConfirmed = jest.fn()) {
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <SmsCodeStep
        mandate={mandate}
        onConfirmed={onConfirmed}
        onNewMandate={jest.fn()}
        onStartOver={jest.fn()}
      />
    </QueryClientProvider>,
  );
  return onConfirmed;
}

beforeEach(() => jest.resetAllMocks());

describe('SmsCodeStep', () => {
  it('checks the code has 6 digits before sending it', () => {
    renderStep();
    fireEvent.change(screen.getByLabelText('Code from the SMS', { exact: false }), {
      target: { value: '12a' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(screen.getByText('Enter the 6 digits from the SMS.')).toBeInTheDocument();
    expect(mockedConfirm).not.toHaveBeenCalled();
  });

  it("says 'Code invalid' with the attempts left, and waits before a new code may be sent", async () => {
    mockedConfirm.mockRejectedValue(
      new ApiError(422, 'sms_code_invalid', 'Code invalid', undefined, {
        error: 'sms_code_invalid',
        attempts_left: 4,
      }),
    );
    renderStep();
    expect(screen.getByText(/\+316••••••78/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Code from the SMS', { exact: false }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Code invalid. Attempts left: 4.')).toBeInTheDocument();
    expect(mockedConfirm).toHaveBeenCalledWith({ mandate_id: 7, code: '123456' }, expect.any(String));
    expect(mockedResend).not.toHaveBeenCalled();
  });

  it('hands the completed payment on', async () => {
    const result = {
      payment_id: 3,
      status: 'completed' as const,
      credits: 100,
      balance: 100,
      mandate_reference: 'X-1',
    };
    mockedConfirm.mockResolvedValue(result);
    const onConfirmed = renderStep();
    fireEvent.change(screen.getByLabelText('Code from the SMS', { exact: false }), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(result));
  });
});
