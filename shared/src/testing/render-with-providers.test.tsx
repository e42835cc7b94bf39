import { screen } from '@testing-library/react';
import { useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { LOCALES } from '../contract/locales';
import { useLocale } from '../i18n/use-locale';
import { renderWithProviders, testMessages } from './render-with-providers';

describe('renderWithProviders', () => {
  it("provides the package's real messages in every locale", () => {
    for (const locale of LOCALES) expect(testMessages(locale)['shared.modal.close']).toBeTruthy();
    expect(Object.keys(testMessages('fi')).sort()).toEqual(Object.keys(testMessages('en')).sort());
  });

  it('renders with theme, locale and messages', () => {
    function Probe() {
      const theme = useTheme();
      return (
        <p>
          {useLocale()} {theme.layout.toastWidth} <FormattedMessage id="shared.modal.close" />
        </p>
      );
    }
    renderWithProviders(<Probe />, { locale: 'it' });
    expect(screen.getByText('it 350 Chiudi')).toBeInTheDocument();
  });

  it('fails on a missing message id unless told otherwise', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<FormattedMessage id="shared.nope" />)).toThrow(/shared\.nope/);
    errors.mockRestore();
    renderWithProviders(<FormattedMessage id="shared.nope" />, { strictMessages: false });
    expect(screen.getByText('shared.nope')).toBeInTheDocument();
  });
});
