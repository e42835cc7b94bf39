// Turns `package-messages.json?locale=xx` (or `shared-messages.json?locale=xx`) into the merged messages of
// the package being built (or of @dating/shared), so the build (not the runtime) decides which files make up
// a locale, and watch mode follows message edits.
import { collectMessages } from '../../i18n/collect-messages.mjs';
import { compileMessages } from '../../i18n/compile-messages.mjs';

export default function messagesLoader() {
  const { srcDirs } = this.getOptions();
  const locale = new URLSearchParams(this.resourceQuery.slice(1)).get('locale');
  if (!locale) throw new Error('messages-loader needs ?locale=<locale>');
  const merged = {};
  for (const dir of srcDirs) {
    this.addContextDependency(dir);
    Object.assign(merged, collectMessages(dir, locale));
  }
  return `export default ${JSON.stringify(compileMessages(merged, locale))};`;
}
