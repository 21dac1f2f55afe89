import { test } from '@playwright/test'
import { reportAndHidePost } from '../support/content-moderation.ts'

test('a fan reports a post; a moderator hides it from the dashboard; it is gone and audited', async ({
  page,
  browser,
}) => {
  await reportAndHidePost(page, browser, 'desktop')
})
