import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@dating/shared';
import { AllProviders, renderWithProviders, resetBusForTests } from '@dating/shared/testing';
import { lazyPage, type LoadPageTexts } from './lazy-page';

interface Props {
  name: string;
}

/** Records every text it rendered, so a test sees an id that was on screen for one render only. */
function pageThatRecords(seen: string[]) {
  return function Greeting({ name }: Props) {
    const intl = useIntl();
    const text = `${intl.formatMessage({ id: 'test.page.greeting' }, { name })} / ${intl.formatMessage({ id: 'members.card.fictional' })}`;
    seen.push(text);
    return <p>{text}</p>;
  };
}

const GREETINGS: Partial<Record<Locale, string>> = { de: 'Hallo {name}', en: 'Hello {name}' };
const texts = (): jest.MockedFunction<LoadPageTexts> =>
  jest.fn((locale: Locale) =>
    Promise.resolve({ default: { 'test.page.greeting': GREETINGS[locale] ?? '' } }),
  );

const inSuspense = (Page: ComponentType<Props>, name: string) => (
  <Suspense fallback={null}>
    <Page name={name} />
  </Suspense>
);

describe('lazyPage', () => {
  beforeEach(() => resetBusForTests().publish('locale.changed', { locale: 'de' }));

  it("requests the locale's texts with the page's code and shows the page only with them and the remote's", async () => {
    const seen: string[] = [];
    const loadTexts = texts();
    let arrive: (page: ComponentType<Props>) => void = () => {};
    const Page = lazyPage(
      () => new Promise<ComponentType<Props>>((resolve) => (arrive = resolve)),
      loadTexts,
    );

    renderWithProviders(inSuspense(Page, 'Anna'), { locale: 'de' });
    // Before the code arrived, not after it: the texts cost no request more in a row.
    expect(loadTexts).toHaveBeenCalledWith('de');

    await act(async () => arrive(pageThatRecords(seen)));
    expect(await screen.findByText('Hallo Anna / Fiktives Profil')).toBeVisible();
    expect(seen.every((text) => text === 'Hallo Anna / Fiktives Profil')).toBe(true);
  });

  it('follows a switch of the locale the remote shows, without showing an id meanwhile', async () => {
    const seen: string[] = [];
    const Page = lazyPage(() => Promise.resolve(pageThatRecords(seen)), texts());
    const inLocale = (locale: Locale) => (
      <AllProviders locale={locale}>{inSuspense(Page, 'Cleo')}</AllProviders>
    );
    const { rerender } = render(inLocale('de'));
    expect(await screen.findByText('Hallo Cleo / Fiktives Profil')).toBeVisible();

    rerender(inLocale('en'));
    expect(await screen.findByText('Hello Cleo / Fictional profile')).toBeVisible();
    expect(seen.filter((text) => text.includes('test.page') || text.includes('members.card'))).toEqual([]);
  });

  it('still shows the page when the texts failed to arrive with its code', async () => {
    const loadTexts = texts();
    loadTexts.mockRejectedValueOnce(new Error('chunk failed'));
    const Page = lazyPage(() => Promise.resolve(pageThatRecords([])), loadTexts);

    renderWithProviders(inSuspense(Page, 'Dana'), { locale: 'de' });
    expect(await screen.findByText('Hallo Dana / Fiktives Profil')).toBeVisible();
    expect(loadTexts).toHaveBeenCalledTimes(2);
  });
});
