import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Locale, Messages } from '@dating/shared';
import { AllProviders, renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { type ImportTexts, lazyWithTexts } from '@dating/shared/lazy-with-texts';

interface Props {
  name: string;
}

/** Records every text it rendered, so a test sees an id that was on screen for one render only. */
function greetingThatRecords(seen: string[]) {
  return function Greeting({ name }: Props) {
    const intl = useIntl();
    const text = `${intl.formatMessage({ id: 'test.greeting' }, { name })} / ${intl.formatMessage({ id: 'test.package' })}`;
    seen.push(text);
    return <p>{text}</p>;
  };
}

const GREETINGS: Partial<Record<Locale, string>> = { de: 'Hallo {name}', en: 'Hello {name}' };
const PACKAGE: Partial<Record<Locale, Messages>> = {
  de: { 'test.package': 'Sprache' },
  en: { 'test.package': 'Language' },
};
const packageMessages = (locale: Locale) => Promise.resolve(PACKAGE[locale] ?? {});
const texts = (): jest.MockedFunction<ImportTexts> =>
  jest.fn((locale: Locale) => Promise.resolve({ default: { 'test.greeting': GREETINGS[locale] ?? '' } }));
const inSuspense = (Greeting: ComponentType<Props>, name: string) => (
  <Suspense fallback={null}>
    <Greeting name={name} />
  </Suspense>
);

describe('lazyWithTexts', () => {
  beforeEach(() => resetBusForTests().publish('locale.changed', { locale: 'de' }));

  it("starts the locale's texts with the code and shows the component only with them and the package's", async () => {
    const seen: string[] = [];
    const importTexts = texts();
    let arrive: (component: ComponentType<Props>) => void = () => {};
    const Greeting = lazyWithTexts(() => new Promise<ComponentType<Props>>((resolve) => (arrive = resolve)), {
      packageMessages,
      importTexts,
    });

    renderWithProviders(inSuspense(Greeting, 'Anna'), { locale: 'de' });
    // Asked for before the code arrived, not after: showing it costs no extra round trip.
    expect(importTexts).toHaveBeenCalledWith('de');

    await act(async () => arrive(greetingThatRecords(seen)));
    expect(await screen.findByText('Hallo Anna / Sprache')).toBeVisible();
    expect(seen.every((text) => text === 'Hallo Anna / Sprache')).toBe(true);
  });

  it('shows at once when it opens again', async () => {
    const Greeting = lazyWithTexts(() => Promise.resolve(greetingThatRecords([])), {
      packageMessages,
      importTexts: texts(),
    });
    const first = renderWithProviders(inSuspense(Greeting, 'Ben'), { locale: 'de' });
    expect(await screen.findByText('Hallo Ben / Sprache')).toBeVisible();
    first.unmount();

    renderWithProviders(inSuspense(Greeting, 'Ben'), { locale: 'de' });
    expect(screen.getByText('Hallo Ben / Sprache')).toBeVisible();
  });

  it('follows a switch of the locale on screen, without showing an id meanwhile', async () => {
    const seen: string[] = [];
    const Greeting = lazyWithTexts(() => Promise.resolve(greetingThatRecords(seen)), {
      packageMessages,
      importTexts: texts(),
    });
    const inLocale = (locale: Locale) => (
      <AllProviders locale={locale}>{inSuspense(Greeting, 'Cleo')}</AllProviders>
    );
    const { rerender } = render(inLocale('de'));
    expect(await screen.findByText('Hallo Cleo / Sprache')).toBeVisible();

    rerender(inLocale('en'));
    expect(await screen.findByText('Hello Cleo / Language')).toBeVisible();
    expect(seen.filter((text) => text.includes('test.'))).toEqual([]);
  });

  it('still shows the component when the texts failed to arrive with its code', async () => {
    const importTexts = texts();
    importTexts.mockRejectedValueOnce(new Error('chunk failed'));
    const Greeting = lazyWithTexts(() => Promise.resolve(greetingThatRecords([])), {
      packageMessages,
      importTexts,
    });

    renderWithProviders(inSuspense(Greeting, 'Dana'), { locale: 'de' });
    expect(await screen.findByText('Hallo Dana / Sprache')).toBeVisible();
    expect(importTexts).toHaveBeenCalledTimes(2);
  });
});
