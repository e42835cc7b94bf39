import { act, render, screen } from '@testing-library/react';
import { resetBusForTests } from '../bus/get-bus';
import type { Settings } from '../contract/api-types';
import { useSiteCopy } from './use-site-copy';

const site = (overrides: Partial<Settings>) =>
  ({
    domain_language: 'en_GB',
    fictional_warning: 'Some profiles here are run by our team.',
    ...overrides,
  }) as Settings;

function Warning() {
  return <p data-testid="warning">{useSiteCopy('fictional_warning', 'Translated warning')}</p>;
}

describe('useSiteCopy', () => {
  it("gives the operator's text in the site's language and the translation in any other", () => {
    const bus = resetBusForTests();
    bus.publish('settings.loaded', { settings: site({}) });
    bus.publish('locale.changed', { locale: 'en' });
    render(<Warning />);
    expect(screen.getByTestId('warning')).toHaveTextContent('Some profiles here are run by our team.');
    act(() => bus.publish('locale.changed', { locale: 'pl' }));
    expect(screen.getByTestId('warning')).toHaveTextContent('Translated warning');
  });

  it('is empty when the site has no such text, in every language', () => {
    const bus = resetBusForTests();
    bus.publish('settings.loaded', { settings: site({ fictional_warning: '' }) });
    bus.publish('locale.changed', { locale: 'de' });
    render(<Warning />);
    expect(screen.getByTestId('warning')).toBeEmptyDOMElement();
  });

  it('matches a domain language written as a bare language code or a regional tag', () => {
    const bus = resetBusForTests();
    bus.publish('settings.loaded', { settings: site({ domain_language: 'nb-NO' }) });
    bus.publish('locale.changed', { locale: 'nb' });
    render(<Warning />);
    expect(screen.getByTestId('warning')).toHaveTextContent('Some profiles here are run by our team.');
  });
});
