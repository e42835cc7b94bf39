// A code the server stores (a status, a reason, a topic) named in the console's language through a typed map
// of its messages. A code the map does not list (sent by a newer server) shows as stored rather than as nothing.
import type { IntlShape } from 'react-intl';

export function storedCodeName(
  intl: IntlShape,
  names: Readonly<Record<string, string>>,
  code: string,
): string {
  const id = Object.prototype.hasOwnProperty.call(names, code) ? names[code] : undefined;
  return id ? intl.formatMessage({ id }) : code;
}
