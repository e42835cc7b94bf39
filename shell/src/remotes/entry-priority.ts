// A remote's remoteEntry.js and the chunks the shell preloads for the current page are its critical path,
// but the federation runtime inserts the entry as a plain async script, which Chromium fetches at low
// priority, behind the chunks; and over HTTP/1.1 Chromium holds back preloads while the shell's own chunks
// load. Either made the remote wait one request longer. High priority lets all of them load together.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function entryPriorityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-entry-priority',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      if (attrs?.type === 'module') script.type = 'module';
      script.setAttribute('fetchpriority', 'high');
      script.src = url;
      return script;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.setAttribute('fetchpriority', 'high');
      link.href = url;
      return link;
    },
  };
}
