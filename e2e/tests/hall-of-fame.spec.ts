import { test } from '@playwright/test'
import { legendLifecycle } from '../support/legends.ts'

/* The Hall of Fame at desktop size (1280 px): nominate, vote, close the stage, induct, play. */

test('a fan’s song goes from nomination through votes and the judge to the Legends Playlist', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  await legendLifecycle(page, browser, request, 'desktop')
})
