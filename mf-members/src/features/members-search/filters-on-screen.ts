import { searchFiltersFromAddress, type SearchFilters } from '@dating/shared';

/**
 * The search the form shows, which Search searches with. A field the form draws counts as it shows: a choice
 * made on the server's page just before it hydrated is on screen before it reaches the page's state (the
 * page takes it in a moment later, shared/src/remote-app/early-input.ts), and a tap on Search in between must
 * not search with what the visitor no longer sees. A filter the form does not draw keeps the state's value.
 */
export function filtersOnScreen(form: HTMLFormElement, filters: SearchFilters): SearchFilters {
  const drawn = new Set(
    [...form.elements].flatMap((element) =>
      'name' in element && typeof element.name === 'string' && element.name ? [element.name] : [],
    ),
  );
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
  const notDrawn = Object.entries(filters).filter(([field]) => !drawn.has(field));
  return { ...Object.fromEntries(notDrawn), ...searchFiltersFromAddress(fields) } as SearchFilters;
}
