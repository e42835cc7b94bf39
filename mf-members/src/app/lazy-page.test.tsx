import { act, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@dating/shared';
import { renderWithProviders, resetBusForTests } from '@dating/shared/testing';
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
});
