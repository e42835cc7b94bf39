import { api, type InterestsResponse, type Locale, type Settings } from '@dating/shared';
import { resetBusForTests } from '@dating/shared/testing';
import { followInterestsLocale } from './interests-in-locale';

const NAMES: Partial<Record<Locale, string>> = { de: 'Reisen', en: 'Travel', pl: 'Podróże' };
const SETTINGS = {
  name: 'Flirt Local',
  interests: [{ id: 'travel', name: 'Reisen' }],
} as unknown as Settings;

function answerInterests() {
  const pending: Array<{ locale: Locale; answer: () => void }> = [];
  const get = jest.spyOn(api, 'get').mockImplementation(
    (_path, options) =>
      new Promise((resolve) => {
        const locale = (options?.query as { language: Locale }).language;
        const interests: InterestsResponse = [{ id: 'travel', name: NAMES[locale]! }];
        pending.push({ locale, answer: () => resolve(interests) });
      }) as never,
  );
  return { get, pending };
}

const shownNames = (bus: ReturnType<typeof resetBusForTests>) =>
  bus.getState('settings.loaded')?.settings.interests.map((interest) => interest.name);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followInterestsLocale', () => {
  it('asks for nothing while the page shows the locale the settings were made in', () => {
    const bus = resetBusForTests();
    const { get } = answerInterests();
    bus.publish('settings.loaded', { settings: SETTINGS });
    bus.publish('locale.changed', { locale: 'de' });
    followInterestsLocale(bus, 'de');
    expect(get).not.toHaveBeenCalled();
  });

  it("names the interests in the member's language, and again after a switch", async () => {
    const bus = resetBusForTests();
    const { get, pending } = answerInterests();
    bus.publish('settings.loaded', { settings: SETTINGS });
    bus.publish('locale.changed', { locale: 'en' });
    followInterestsLocale(bus, 'de');

    expect(get).toHaveBeenCalledWith('/api/interests.php', { query: { language: 'en' } });
    pending.shift()!.answer();
    await settle();
    expect(shownNames(bus)).toEqual(['Travel']);
    expect(bus.getState('settings.loaded')?.settings.name).toBe('Flirt Local');

    bus.publish('locale.changed', { locale: 'pl' });
    pending.shift()!.answer();
    await settle();
    expect(shownNames(bus)).toEqual(['Podróże']);
  });

  it('drops an answer that arrives after the next switch', async () => {
    const bus = resetBusForTests();
    const { pending } = answerInterests();
    bus.publish('settings.loaded', { settings: SETTINGS });
    bus.publish('locale.changed', { locale: 'de' });
    followInterestsLocale(bus, 'de');

    bus.publish('locale.changed', { locale: 'pl' });
    bus.publish('locale.changed', { locale: 'en' });
    const [polish, english] = [pending.shift()!, pending.shift()!];
    english.answer();
    await settle();
    polish.answer();
    await settle();
    expect(shownNames(bus)).toEqual(['Travel']);
  });
});
