// The site's service worker: it makes the site installable and shows push messages. It deliberately caches
// nothing: API answers and remote entries must always come fresh from the network, so a deploy or a registry
// swap reaches every member at once.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A push carries JSON `{ title, body, url, tag }`; anything else still shows a notification with the site's name.
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      // A newer message of the same chat replaces the older notification; it should still be noticed.
      renotify: typeof data.tag === 'string',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

// A tap on the notification focuses an open tab of the site (and takes it to the page) or opens a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) return open.focus().then((client) => client.navigate(target.href));
      return self.clients.openWindow(target.href);
    }),
  );
});
