import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@dating/shared';
import { AllProviders, renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { type ImportTexts, lazyWithTexts } from './lazy-with-texts';

interface Props {
  name: string;
}

/** Records every text it rendered, so a test sees an id that was on screen for one render only. */
function greetingThatRecords(seen: string[]) {
  return function Greeting({ name }: Props) {
    const intl = useIntl();
    const text = `${intl.formatMessage({ id: 'test.greeting' }, { name })} / ${intl.formatMessage({ id: 'shell.locale.label' })}`;
    seen.push(text);
    return <p>{text}</p>;
  };
}

const GREETINGS: Partial<Record<Locale, string>> = { de: 'Hallo {name}', en: 'Hello {name}' };
const texts = (): jest.MockedFunction<ImportTexts> =>
  jest.fn((locale: Locale) => Promise.resolve({ default: { 'test.greeting': GREETINGS[locale] ?? '' } }));

describe('lazyWithTexts', () => {
  beforeEach(() => resetBusForTests().publish('locale.changed', { locale: 'de' }));

  it("starts the page locale's texts with the code and shows the component only with them and the shell's", async () => {
    const seen: string[] = [];
    const importTexts = texts();
    let arrive: (component: ComponentType<Props>) => void = () => {};
    const Greeting = lazyWithTexts(
      () => new Promise<ComponentType<Props>>((resolve) => (arrive = resolve)),
      importTexts,
    );

    renderWithProviders(
      <Suspense fallback={null}>
        <Greeting name="Anna" />
      </Suspense>,
      { locale: 'de' },
    );
    // Asked for before the code arrived, not after: opening it costs no extra round trip.
    expect(importTexts).toHaveBeenCalledWith('de');

    await act(async () => arrive(greetingThatRecords(seen)));
    expect(await screen.findByText('Hallo Anna / Sprache')).toBeVisible();
    expect(seen.every((text) => text === 'Hallo Anna / Sprache')).toBe(true);
  });

  it('shows at once when it opens again', async () => {
    const seen: string[] = [];
    const Greeting = lazyWithTexts(() => Promise.resolve(greetingThatRecords(seen)), texts());
    const ui = (
      <Suspense fallback={null}>
        <Greeting name="Ben" />
      </Suspense>
    );
    const first = renderWithProviders(ui, { locale: 'de' });
    expect(await screen.findByText('Hallo Ben / Sprache')).toBeVisible();
    first.unmount();

    renderWithProviders(ui, { locale: 'de' });
    expect(screen.getByText('Hallo Ben / Sprache')).toBeVisible();
  });

  it('follows a switch of the locale the shell shows, without showing an id meanwhile', async () => {
    const seen: string[] = [];
    const Greeting = lazyWithTexts(() => Promise.resolve(greetingThatRecords(seen)), texts());
    const inLocale = (locale: Locale) => (
      <AllProviders locale={locale}>
        <Suspense fallback={null}>
          <Greeting name="Cleo" />
        </Suspense>
      </AllProviders>
    );
    const { rerender } = render(inLocale('de'));
    expect(await screen.findByText('Hallo Cleo / Sprache')).toBeVisible();

    rerender(inLocale('en'));
    expect(await screen.findByText('Hello Cleo / Language')).toBeVisible();
    expect(seen.filter((text) => text.includes('test.greeting'))).toEqual([]);
  });
});
