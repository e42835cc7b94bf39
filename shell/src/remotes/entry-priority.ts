// A remote's remoteEntry.js is on the critical path of its page, but the federation runtime inserts it as
// a plain async script, which Chromium fetches at low priority: behind the page chunks the same manifest
// asked to preload, so the remote waited one request longer. High priority lets all of them load together.
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
  };
}
