import { test } from '@playwright/test'
import { reportAndHidePost } from '../support/content-moderation.ts'

test('on a phone, a fan reports a post; a moderator hides it; it is gone and audited', async ({ page, browser }) => {
  await reportAndHidePost(page, browser, 'mobile')
})
