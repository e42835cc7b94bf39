// What a visitor enters into a page the server drew before its script has taken it over (a filter picked on
// a slow phone, an address typed): React's hydration keeps a typed value on screen but not in the page's
// state, and sets a select back to what the page's state says, so the choice was lost, or shown but not used.
// What was entered is noted before the page hydrates; once it has, every field whose value differs from what
// the page's state gave it is reported to the page as the browser would have (its input, change or click
// event), so the page's own handlers take it in. React 19 has this behind a flag it does not ship enabled
// (`enableHydrationChangeEvent`).

const UNREPORTED_TYPES = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** A select's chosen values where they are not the ones its HTML selects. */
function chosenValues(select: HTMLSelectElement): string[] | null {
  const options = [...select.options];
  return options.some((option) => option.selected !== option.defaultSelected)
    ? options.filter((option) => option.selected).map((option) => option.value)
    : null;
}

/** Sets a value past React's value tracker (the prototype's own setter), so React sees it change. */
function setUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

/**
 * A field the hydrated page's state disagrees with (React writes a controlled field's state into its default),
 * with what was entered into it.
 */
type Entry =
  | { field: HTMLInputElement | HTMLTextAreaElement; text: string }
  | { field: HTMLInputElement; checked: boolean };

function entryOf(field: HTMLInputElement | HTMLTextAreaElement): Entry | null {
  if (field.disabled || (field instanceof HTMLInputElement && UNREPORTED_TYPES.has(field.type))) return null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio is reported through the one of its group that was checked.
    const changed = field.checked !== field.defaultChecked && (field.type === 'checkbox' || field.checked);
    return changed ? { field, checked: field.checked } : null;
  }
  return field.value !== field.defaultValue ? { field, text: field.value } : null;
}

/**
 * Reports an entry as the browser would have. The tracked setter first puts the state's value in React's
 * tracker, so the event that follows is taken as a change.
 */
function report(entry: Entry): void {
  if (!entry.field.isConnected) return;
  if ('checked' in entry) {
    entry.field.checked = !entry.checked;
    entry.field.click();
    return;
  }
  const { field } = entry;
  field.value = field.defaultValue;
  setUntracked(field, entry.text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function reportChoice(select: HTMLSelectElement, values: string[]): void {
  if (!select.isConnected || select.disabled) return;
  for (const option of select.options) option.selected = values.includes(option.value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

const fieldsOf = (host: HTMLElement) => [
  ...host.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'),
];

/**
 * Notes what was entered into `host`'s fields so far; the function it returns reports every entry the
 * hydrated page does not hold yet, one task after another (call it once the page has mounted). A field still differing from the
 * page's state then is reported as it is then (typed on while the page hydrated), any other as noted (an
 * effect of the page may have drawn its state into it since).
 */
export function noteEarlyInput(host: HTMLElement): () => Promise<void> {
  const choices = [...host.querySelectorAll('select')].flatMap((select) => {
    const values = chosenValues(select);
    return values ? [{ select, values }] : [];
  });
  const noted = new Map(
    fieldsOf(host).flatMap((field) => {
      const entry = entryOf(field);
      return entry ? [[field, entry] as const] : [];
    }),
  );
  return async () => {
    // All read before any is reported: a report re-renders the page, which writes its state into the others.
    const entries = fieldsOf(host)
      .map((field) => entryOf(field) ?? noted.get(field) ?? null)
      .filter((entry) => entry !== null);
    const reports = [
      ...choices.map(
        ({ select, values }) =>
          () =>
            reportChoice(select, values),
      ),
      ...entries.map((entry) => () => report(entry)),
    ];
    for (const [index, reportOne] of reports.entries()) {
      // One at a time, each once the page has drawn the one before: a page's handler may spread the state it
      // was drawn with, and two reports in one task would give the second the state from before the first.
      if (index > 0) await nextTask();
      reportOne();
    }
  };
}

/**
 * A new task after the ones already queued, not `scheduler.yield()` (yieldToMain in the shell, locale-data.ts):
 * its continuation runs ahead of them, before React has drawn the report just made.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
