import { screen } from '@testing-library/react';
import { ApiError } from '../api-client/api-error';
import { API_ERROR_IDS } from '../contract/api-types';
import { LOCALES } from '../contract/locales';
import { renderWithProviders, testMessages } from '../testing/render-with-providers';
import { errorMessageDescriptor, useErrorMessage } from './error-message';

function Explain({ error }: { error: unknown }) {
  const describe = useErrorMessage();
  return <p>{describe(error)}</p>;
}

describe('error messages', () => {
  it('has a translated text for every id the API answers with, in every locale', () => {
    for (const errorId of API_ERROR_IDS) {
      const { id } = errorMessageDescriptor(new ApiError(400, errorId, ''));
      expect(id).toBe(['shared', 'errors', errorId].join('.'));
      for (const locale of LOCALES) expect(testMessages(locale)[id]).toBeTruthy();
    }
  });

  it('covers the ids the client produces', () => {
    for (const errorId of [
      'network_error',
      'server_error',
      'invalid_response',
      'forbidden',
      'request_failed',
    ]) {
      expect(errorMessageDescriptor(new ApiError(0, errorId, '')).id).toBe(
        ['shared', 'errors', errorId].join('.'),
      );
    }
  });

  it('uses the generic text for unknown ids and non-API errors', () => {
    expect(errorMessageDescriptor(new ApiError(418, 'teapot', '')).id).toBe('shared.errors.unknown');
    expect(errorMessageDescriptor(new Error('x')).id).toBe('shared.errors.unknown');
    expect(errorMessageDescriptor(new ApiError(400, 'toString', '')).id).toBe('shared.errors.unknown');
  });

  it('fills in the lock minutes', () => {
    const error = new ApiError(429, 'account_locked', 'Locked', undefined, {
      error: 'account_locked',
      minutes: 15,
    });
    renderWithProviders(<Explain error={error} />, { locale: 'de' });
    expect(
      screen.getByText('Zu viele fehlerhafte Versuche, Konto für 15 Min. gesperrt.'),
    ).toBeInTheDocument();
  });

  it('fills in the SMS code attempts left and the seconds to wait', () => {
    const wrongCode = new ApiError(400, 'sms_code_invalid', '', undefined, { attempts_left: 2 });
    const tooSoon = new ApiError(429, 'sms_resend_too_soon', '', undefined, { seconds: 42 });
    renderWithProviders(
      <>
        <Explain error={wrongCode} />
        <Explain error={tooSoon} />
      </>,
    );
    expect(screen.getByText('Code invalid. Attempts left: 2.')).toBeInTheDocument();
    expect(screen.getByText('Please wait 42 s before requesting a new code.')).toBeInTheDocument();
  });
});
