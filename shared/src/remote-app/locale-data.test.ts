import { SERVER_INTL_ATTRIBUTE } from '../contract/server-page';
import { loadServerLocaleData, serverIntlUse } from './locale-data';

function serverElement(intl?: string): HTMLElement {
  const element = document.createElement('div');
  if (intl !== undefined) element.setAttribute(SERVER_INTL_ATTRIBUTE, intl);
  return element;
}

afterEach(() => jest.restoreAllMocks());

describe('the locale data of a page the server drew', () => {
  it('reads which formats the server used, and nothing it does not know', () => {
    expect(serverIntlUse(serverElement('NumberFormat DisplayNames'))).toEqual([
      'NumberFormat',
      'DisplayNames',
    ]);
    expect(serverIntlUse(serverElement('Collator NumberFormat'))).toEqual(['NumberFormat']);
    expect(serverIntlUse(serverElement())).toEqual([]);
  });

  it('formats once with each of them, as the site formats, after giving the main thread back', async () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const names = jest.spyOn(Intl, 'DisplayNames');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const loading = loadServerLocaleData(serverElement('NumberFormat DisplayNames'), 'en', 'en_GB');
    // Not in the task that asked: that one may be a slice of something else.
    expect(numbers).not.toHaveBeenCalled();
    await loading;
    expect(numbers).toHaveBeenCalledWith('en-GB');
    expect(names).toHaveBeenCalledWith('en-GB', { type: 'region' });
    expect(dates).not.toHaveBeenCalled();
  });

  it('loads nothing for a page that formatted nothing', async () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    await loadServerLocaleData(serverElement(), 'de', 'de_DE');
    expect(numbers).not.toHaveBeenCalled();
  });
});
