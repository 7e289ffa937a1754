/*
 * Loaded by the service worker (workbox importScripts): shows the push notifications of the ideas a phone follows
 * (issue 27). The server sends JSON { title, body, url }, already in the phone's language; a click opens `url`
 * (the phone's list of ideas by default).
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Fikra · فكرة';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      lang: data.lang,
      dir: data.lang === 'ar' ? 'rtl' : data.lang === 'en' ? 'ltr' : 'auto',
      data: { url: data.url || '/auth/ideaStatus' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/auth/ideaStatus';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) if (client.url.endsWith(url) && 'focus' in client) return client.focus();
      return self.clients.openWindow(url);
    }),
  );
});
