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
    response.then(preloadCover).catch(function () {})
    ;(window.__kobzaEarly = window.__kobzaEarly || []).push({ url: url, token: token, response: response })
  } catch {
    // No storage (private mode) or a malformed path: the app asks as usual.
  }

  /*
   * The cover is the page's largest paint. Asked for as soon as the answer names it, it is in the
   * cache by the time the screen renders, instead of one more round trip after the scripts. The
   * same renditions and sizes as the profile's <Cover> (pictureSrcSet in @kobza/contract, the
   * screen's profileCoverSizes), so the browser picks the same file; the test checks both.
   */
  function preloadCover(answer) {
    if (!answer.ok) return
    return answer
      .clone()
      .json()
      .then(function (profile) {
        var base = /^(.*\/api\/v1\/media\/public\/\d{4}\/\d{2}\/[0-9a-f-]{36})(?:-thumb)?\.(?:png|jpg|webp)$/.exec(
          (profile && profile.cover) || ''
        )
        if (!base) return
        var link = document.createElement('link')
        link.rel = 'preload'
        link.setAttribute('as', 'image')
        link.setAttribute('fetchpriority', 'high')
        link.setAttribute(
          'imagesrcset',
          [320, 640, 1280]
            .map(function (width) {
              return base[1] + '-wide' + width + '.webp ' + width + 'w'
            })
            .join(', ')
        )
        link.setAttribute('imagesizes', '(max-width: 640px) 100vw, 640px')
        document.head.appendChild(link)
      })
  }
})()
