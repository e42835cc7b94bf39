import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { resetBusForTests } from '../bus/get-bus';
import type { Locale } from '../contract/locales';
import { LocaleProvider } from './locale-provider';
import type { Messages } from './message-cache';
import { useLocale } from './use-locale';

const CATALOG: Partial<Record<Locale, Messages>> = {
  en: { 'test.greeting': 'Hello' },
  de: { 'test.greeting': 'Hallo' },
  nl: { 'test.greeting': 'Hoi' },
};

function deferredLoader() {
  const pending = new Map<Locale, { resolve: () => void; reject: (error: Error) => void }>();
  const load = jest.fn(
    (locale: Locale) =>
      new Promise<Messages>((resolve, reject) => {
        pending.set(locale, { resolve: () => resolve(CATALOG[locale]!), reject });
      }),
  );
  return { load, pending };
}

function Greeting() {
  const locale = useLocale();
  return (
    <p data-testid="greeting">
      {locale}: <FormattedMessage id="test.greeting" />
    </p>
  );
}

describe('LocaleProvider', () => {
  beforeEach(() => resetBusForTests());

  it('renders the placeholder, never English, until the bus locale has loaded', async () => {
    const bus = resetBusForTests();
    bus.publish('locale.changed', { locale: 'de' });
    const { load, pending } = deferredLoader();
    render(
      <LocaleProvider loadMessages={load} placeholder={<span>…</span>}>
        <Greeting />
      </LocaleProvider>,
    );
    expect(screen.queryByTestId('greeting')).toBeNull();
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('de');
    expect(load).not.toHaveBeenCalledWith('en');
    await act(async () => pending.get('de')!.resolve());
    expect(screen.getByTestId('greeting')).toHaveTextContent('de: Hallo');
  });

  it('follows locale.changed, keeping the old text until the new locale arrives', async () => {
    const bus = resetBusForTests();
    bus.publish('locale.changed', { locale: 'en' });
    const { load, pending } = deferredLoader();
    render(
      <LocaleProvider loadMessages={load}>
        <Greeting />
      </LocaleProvider>,
    );
    await act(async () => pending.get('en')!.resolve());
    act(() => bus.publish('locale.changed', { locale: 'nl' }));
    expect(screen.getByTestId('greeting')).toHaveTextContent('en: Hello');
    await act(async () => pending.get('nl')!.resolve());
    expect(screen.getByTestId('greeting')).toHaveTextContent('nl: Hoi');
  });

  it('loads a locale once per loader and renders at once when mounted again', async () => {
    const load = jest.fn(async (locale: Locale) => CATALOG[locale]!);
    const app = (
      <LocaleProvider loadMessages={load} locale="de">
        <Greeting />
      </LocaleProvider>
    );
    const first = render(app);
    expect(await screen.findByText(/Hallo/)).toBeInTheDocument();
    first.unmount();
    render(app);
    expect(screen.getByTestId('greeting')).toHaveTextContent('de: Hallo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once per locale even when the caller passes a new loader on every render', async () => {
    const calls: Locale[] = [];
    function App() {
      return (
        <LocaleProvider
          locale="nl"
          loadMessages={async (locale) => {
            calls.push(locale);
            return { ...CATALOG[locale]! };
          }}
        >
          <Greeting />
        </LocaleProvider>
      );
    }
    const { rerender } = render(<App />);
    expect(await screen.findByText(/Hoi/)).toBeInTheDocument();
    rerender(<App />);
    await act(async () => {});
    expect(calls).toEqual(['nl']);
  });

  it('sends a failed first load to the error boundary', async () => {
    const load = jest.fn(async () => {
      throw new Error('chunk failed');
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let caught: unknown;
    const { ErrorBoundary } = await import('./test-error-boundary');
    render(
      <ErrorBoundary onError={(error) => (caught = error)}>
        <LocaleProvider loadMessages={load} locale="fi">
          <Greeting />
        </LocaleProvider>
      </ErrorBoundary>,
    );
    await act(async () => {});
    expect((caught as Error).message).toBe('chunk failed');
    errors.mockRestore();
  });
});

describe('useLocale outside a provider', () => {
  it('reads the bus, then falls back to en', () => {
    const bus = resetBusForTests();
    function Show() {
      return <p data-testid="locale">{useLocale()}</p>;
    }
    render(<Show />);
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    act(() => bus.publish('locale.changed', { locale: 'sv' }));
    expect(screen.getByTestId('locale')).toHaveTextContent('sv');
  });
});
