// The browser loads its locale data (ICU) the first time a page formats a number or a date or asks which
// locales it supports: about 15 ms on a desktop and 60 ms on a phone, which react-intl's first provider paid
// inside the first render's long task. Start-up asks for it in a step of its own (main.tsx).

/** Has the browser load its number and date locale data now. */
export function loadIntlData(): void {
  Intl.NumberFormat.supportedLocalesOf('en');
  Intl.DateTimeFormat.supportedLocalesOf('en');
}
