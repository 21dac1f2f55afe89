/*
 * Runs as soon as it arrives, while the app's own scripts are still downloading (about 1.4 s on
 * a slow phone network, with the main thread idle): the browser loads the date data (ICU) that
 * post cards' long date and time need, which otherwise costs Home's first render some 15 ms of
 * CPU, 60 ms on a slow phone. Same options as src/shared/format/format.ts's formatDateTime; a
 * plain script in public/, because Vite would fold a module into the app's entry.
 */
for (var locale of ['uk-UA', 'en-GB'])
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(0)
