import { filtersOnScreen } from './filters-on-screen';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

const SELECTS = `
  <select name="gender"><option value="">Any</option><option value="female">Women</option><option value="male">Men</option></select>
  <select name="country"><option value="">Any</option><option value="DE">Germany</option></select>
  <select name="min_age"><option value="">Any</option><option value="30">30</option></select>
  <input type="hidden" name="hl" value="de">`;

describe('the search a form shows', () => {
  it('is what its fields show, not an older state: a choice made as the page hydrated counts', () => {
    const element = form(SELECTS);
    (element.elements.namedItem('gender') as HTMLSelectElement).value = 'female';
    (element.elements.namedItem('min_age') as HTMLSelectElement).value = '30';
    expect(filtersOnScreen(element, { gender: 'male', country: 'DE' })).toEqual({
      gender: 'female',
      min_age: 30,
    });
  });

  it('keeps a filter the form does not draw, and leaves out a field set to any', () => {
    const element = form(SELECTS);
    (element.elements.namedItem('country') as HTMLSelectElement).value = 'DE';
    expect(filtersOnScreen(element, { gender: 'male', max_age: 40 })).toEqual({
      country: 'DE',
      max_age: 40,
    });
  });

  it('takes the checked interests, and none when none is checked', () => {
    const chips = `<input type="checkbox" name="interests" value="music"><input type="checkbox" name="interests" value="travel">`;
    const element = form(chips);
    expect(filtersOnScreen(element, { interests: ['music'] })).toEqual({});
    (element.elements[1] as HTMLInputElement).checked = true;
    expect(filtersOnScreen(element, {})).toEqual({ interests: ['travel'] });
  });
});
