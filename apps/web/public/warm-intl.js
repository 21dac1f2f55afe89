/*
 * Runs as soon as it arrives, while the app's own scripts are still downloading (about 1.4 s on
 * a slow phone network, with the main thread idle): the browser loads the date data (ICU) that
 * post cards' long date and time need, which otherwise costs Home's first render some 15 ms of
 * CPU, 60 ms on a slow phone. Only the language the app will choose (src/shared/i18n/language.ts:
 * a remembered choice, else Ukrainian for Ukrainian browsers): on the throttled phone the second
 * locale took this script from some 145 to 214 ms of CPU (Chromium's profiler), and it often
 * runs as the app's scripts arrive. Same locales and options as src/shared/format/format.ts's
 * formatDateTime (src/app/warmIntl.test.ts holds them equal); a plain script in public/, because
 * Vite would fold a module into the app's entry. index.html names it in the head, before the
 * app's scripts, at high priority: at the end of the body, as an ordinary async script, it was
 * asked for after the app's scripts, arrived with their last bytes and ran in the middle of the
 * app's start. It waits for the page's first frame: arriving while a server-rendered page was
 * parsed, its ~80 ms (desktop) had held back that page's first paint.
 */
;(function () {
  function warm() {
    var language = null
    try {
      language = localStorage.getItem('kobza.language')
    } catch {
      // No storage (private mode): the browser's language decides, as in the app.
    }
    if (language !== 'uk' && language !== 'en')
      language = (navigator.language || '').toLowerCase().indexOf('uk') === 0 ? 'uk' : 'en'
    new Intl.DateTimeFormat(language === 'uk' ? 'uk-UA' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(0)
  }
  if (window.requestAnimationFrame)
    requestAnimationFrame(function () {
      setTimeout(warm, 0)
    })
  else warm()
})()
