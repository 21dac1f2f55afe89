import { expect, test } from '@playwright/test'
import { createAccount, storedSession, waitForMail, webSignIn } from '../support/common.ts'
import { runCatalogueFlow, signOut } from '../support/profile.ts'

/*
 * Profiles and the catalogue at desktop size (spec 000 §2, §4; 001 §2, §4): the catalogue flow of
 * profile-flow.ts (edit with cropped avatar and cover and a new nickname, two songs, a playlist,
 * an event, a fan listening), and an artist's subscriber invitation accepted from its e-mail.
 */

test('an artist edits the profile and builds a catalogue; a fan listens', async ({ page, request }) => {
  test.setTimeout(60_000)
  await runCatalogueFlow(page, request)
})

test('an artist invites a subscriber by e-mail; the invitee accepts from the link', async ({ page, request }) => {
  const fan = await createAccount(request, { prefix: 'invitee' })
  await webSignIn(page, 'artist2@kobza.local')
  const owner = JSON.parse((await storedSession(page)).user!) as { nickName: string }
  await page.goto(`/profile/${owner.nickName}/subscribers`)
  await page.getByRole('button', { name: 'Add subscriber' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add subscriber' })
  const send = dialog.getByRole('button', { name: 'Send' })
  await expect(send).toBeDisabled()
  await dialog.getByLabel('E-mail').fill(fan.email)
  await send.click()
  await expect(dialog.getByText('Invite sended. You will get notification when user accept propose')).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()

  const mail = await waitForMail(fan.email)
  const link = mail.links.find((entry) => entry.includes('/subscriptions/invitation'))!
  await signOut(page)
  // A guest is sent to sign in and comes back to the invitation.
  await page.goto(link)
  await page.waitForURL('/sign-in')
  await webSignIn(page, fan.email, fan.password, '/subscriptions/invitation')
  await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()
  await page.getByRole('link', { name: 'Open the artist’s profile' }).click()
  await page.waitForURL(`/profile/${owner.nickName}`)
})
