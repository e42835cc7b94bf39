// Each locale is its own content-hashed chunk, so a page downloads only the active locale, in one request.
// The chunk's content is produced by messages-loader.mjs from the package's messages/<locale>.json files;
// @dating/shared's texts are not in it (load-shared-messages.mjs).
const pick = (module) => module.default;

export function loadMessages(locale) {
  switch (locale) {
    case 'da':
      return import(/* webpackChunkName: "messages-da" */ './package-messages.json?locale=da').then(pick);
    case 'de':
      return import(/* webpackChunkName: "messages-de" */ './package-messages.json?locale=de').then(pick);
    case 'es':
      return import(/* webpackChunkName: "messages-es" */ './package-messages.json?locale=es').then(pick);
    case 'fi':
      return import(/* webpackChunkName: "messages-fi" */ './package-messages.json?locale=fi').then(pick);
    case 'fr':
      return import(/* webpackChunkName: "messages-fr" */ './package-messages.json?locale=fr').then(pick);
    case 'it':
      return import(/* webpackChunkName: "messages-it" */ './package-messages.json?locale=it').then(pick);
    case 'nb':
      return import(/* webpackChunkName: "messages-nb" */ './package-messages.json?locale=nb').then(pick);
    case 'nl':
      return import(/* webpackChunkName: "messages-nl" */ './package-messages.json?locale=nl').then(pick);
    case 'pl':
      return import(/* webpackChunkName: "messages-pl" */ './package-messages.json?locale=pl').then(pick);
    case 'sv':
      return import(/* webpackChunkName: "messages-sv" */ './package-messages.json?locale=sv').then(pick);
    default:
      return import(/* webpackChunkName: "messages-en" */ './package-messages.json?locale=en').then(pick);
  }
}
