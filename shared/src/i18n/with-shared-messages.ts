// Every app renders @dating/shared's components, so every app needs shared's texts. They are loaded here, by
// the one copy of @dating/shared the shell provides, instead of being built into each package's messages:
// a page with the shell and a remote downloads them once, and they always match the shared components the
// page really runs (the shell's), whatever version of shared a remote was built with.
import { loadSharedMessages } from '@dating/build-config/shared-messages';
import type { Locale } from '../contract/locales';
import { type LoadMessages, loadMessagesOnce, type Messages } from './message-cache';

const withShared = new WeakMap<LoadMessages, LoadMessages>();

/** `load` with shared's messages underneath; the same function for the same `load`, so caches keep working. */
export function withSharedMessages(load: LoadMessages): LoadMessages {
  let merged = withShared.get(load);
  if (!merged) {
    merged = (locale: Locale) =>
      Promise.all([loadMessagesOnce(loadSharedMessages, locale), load(locale)]).then(
        ([shared, own]): Messages => ({ ...shared, ...own }),
      );
    withShared.set(load, merged);
  }
  return merged;
}
