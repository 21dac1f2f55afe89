/*
 * The web app's service worker. For now only web push (issue 34): a push shows the notification
 * in the device's language and a click opens (or focuses) the app on its page. The PWA's offline
 * caching (issue 35) extends this file rather than registering a second worker: one scope, one worker.
 * The payload is the contract's `pushPayload`: { type, title: { uk, en }, body: { uk, en }, url }.
 */
const pick = (texts) => {
  const language = (self.navigator.language || 'uk').slice(0, 2)
  return (texts && (texts[language] || texts.uk || texts.en)) || ''
}

/** The push's JSON, or nothing to show but the app's name when it is not. */
const readMessage = (event) => {
  try {
    return event.data ? event.data.json() : {}
  } catch {
    return {}
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event)
  const title = pick(message.title) || 'Kobza'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: pick(message.body),
      icon: '/favicon.svg',
      tag: message.type,
      data: { url: typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/notifications' },
    })
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data.url, self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((one) => new URL(one.url).origin === self.location.origin)
      if (open) return open.focus().then(() => open.navigate(url))
      return self.clients.openWindow(url)
    })
  )
})
