/*
 * Runs as soon as it arrives, while the app's scripts are still downloading: a signed-in
 * reader's profile page starts its first API request now, not after the scripts (about two
 * seconds later on a slow phone network). The app's client takes the response when it asks the
 * same URL with the same token (ApiClient.adoptEarly); otherwise it is dropped. A plain script
 * in public/, like warm-intl.js, so it is not folded into the app's entry. The storage key and
 * the API path are the contract's (storageKeys.accessToken, routes.profiles.profile), which
 * src/app/earlyAnswers.test.ts checks.
 */
;(function () {
  try {
    var token = localStorage.getItem('kobza.accessToken')
    var profile = /^\/profile\/([^/]+)\/?$/.exec(location.pathname)
    if (!token || !profile) return
    var url = '/api/v1/profiles/' + encodeURIComponent(decodeURIComponent(profile[1]))
    var response = fetch(url, {
      headers: {
        Accept: 'application/json',
        'Cache-Control': 'no-cache, no-store, must-revalidate',
        Pragma: 'no-cache',
        Expires: '0',
        Authorization: 'Bearer ' + token,
      },
    })
    // Unused or failed, it costs nothing: the app then asks itself.
    response.catch(function () {})
    ;(window.__kobzaEarly = window.__kobzaEarly || []).push({ url: url, token: token, response: response })
  } catch {
    // No storage (private mode) or a malformed path: the app asks as usual.
  }
})()
