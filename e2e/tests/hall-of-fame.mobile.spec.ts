import { test } from '@playwright/test'
import { legendLifecycle } from '../support/legends.ts'

/* The Hall of Fame at phone size (375 px): the same lifecycle, on the narrow layout. */

test('at 375 px a fan’s song goes from nomination through votes and the judge to the Legends Playlist', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  await legendLifecycle(page, browser, request, 'mobile', 1)
})
