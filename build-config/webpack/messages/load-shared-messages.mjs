// @dating/shared's own texts (form errors, file input, toasts), one content-hashed chunk per locale. Only
// shared's LocaleProvider imports this, so the copy of @dating/shared that the shell provides loads them
// once per page for every app on it; package messages (load-messages.mjs) leave them out.
const pick = (module) => module.default;

export function loadSharedMessages(locale) {
  switch (locale) {
    case 'da':
      return import(/* webpackChunkName: "shared-messages-da" */ './shared-messages.json?locale=da').then(
        pick,
      );
    case 'de':
      return import(/* webpackChunkName: "shared-messages-de" */ './shared-messages.json?locale=de').then(
        pick,
      );
    case 'es':
      return import(/* webpackChunkName: "shared-messages-es" */ './shared-messages.json?locale=es').then(
        pick,
      );
    case 'fi':
      return import(/* webpackChunkName: "shared-messages-fi" */ './shared-messages.json?locale=fi').then(
        pick,
      );
    case 'fr':
      return import(/* webpackChunkName: "shared-messages-fr" */ './shared-messages.json?locale=fr').then(
        pick,
      );
    case 'it':
      return import(/* webpackChunkName: "shared-messages-it" */ './shared-messages.json?locale=it').then(
        pick,
      );
    case 'nb':
      return import(/* webpackChunkName: "shared-messages-nb" */ './shared-messages.json?locale=nb').then(
        pick,
      );
    case 'nl':
      return import(/* webpackChunkName: "shared-messages-nl" */ './shared-messages.json?locale=nl').then(
        pick,
      );
    case 'pl':
      return import(/* webpackChunkName: "shared-messages-pl" */ './shared-messages.json?locale=pl').then(
        pick,
      );
    case 'sv':
      return import(/* webpackChunkName: "shared-messages-sv" */ './shared-messages.json?locale=sv').then(
        pick,
      );
    default:
      return import(/* webpackChunkName: "shared-messages-en" */ './shared-messages.json?locale=en').then(
        pick,
      );
  }
}
