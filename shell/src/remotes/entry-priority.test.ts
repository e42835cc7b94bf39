import { entryPriorityPlugin } from './entry-priority';

describe('entryPriorityPlugin', () => {
  const createScript = entryPriorityPlugin().createScript;

  it('asks for a remote entry at high priority', () => {
    const script = createScript?.({ url: 'https://site.example/mf/mf-chat/1.0.0/remoteEntry.js' });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.getAttribute('fetchpriority')).toBe('high');
    expect(element.src).toBe('https://site.example/mf/mf-chat/1.0.0/remoteEntry.js');
    expect(element.type).toBe('');
  });

  it('keeps an ES module entry a module', () => {
    const script = createScript?.({ url: '/entry.mjs', attrs: { type: 'module' } }) as HTMLScriptElement;
    expect(script.type).toBe('module');
  });

  it('preloads page chunks at high priority, keeping what the runtime asked for', () => {
    const link = entryPriorityPlugin().createLink?.({
      url: 'https://site.example/mf/mf-chat/1.0.0/985.js',
      attrs: { rel: 'preload', as: 'script' },
    }) as HTMLLinkElement;
    expect(link.getAttribute('rel')).toBe('preload');
    expect(link.getAttribute('as')).toBe('script');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(link.href).toBe('https://site.example/mf/mf-chat/1.0.0/985.js');
  });
});
