import { expect, test, type Page } from '@playwright/test'
import { demoPassword, signedInNewFan, webSignIn } from '../support/common.ts'
import { artist, checkout, openArtistPage } from '../support/money.ts'
import {
  artistSendsGreeting,
  fanWatchesAndDownloads,
  orderGreeting,
  subscribeAndReadPremium,
} from '../support/money-flow.ts'

/* Money at phone size (375×812): the popups and pages fit, and the flows work the same. */

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

test('at 375 px a fan subscribes through the checkout and then reads the premium post', async ({ page, request }) => {
  await subscribeAndReadPremium(page, request)
  await fitsThePhone(page)
})

test('at 375 px a fan orders a greeting, the artist sends it and sees Earnings, the fan plays and downloads it', async ({
  page,
  request,
  browser,
}) => {
  test.slow() // two browsers, an upload and a video played on a shared machine
  const fan = await signedInNewFan(page, request, 'phone-greeting')
  const wish = await orderGreeting(page)
  await fitsThePhone(page)
  // The artist's own context is the project's too: a phone.
  await artistSendsGreeting(browser, request, wish, fan.nickName)
  await fanWatchesAndDownloads(page, request, wish, fan)
  await fitsThePhone(page)
})

test('at 375 px a fan donates an amount of their own and finds the demo orders page empty', async ({
  page,
  request,
}) => {
  await signedInNewFan(page, request, 'phone-donor')
  await openArtistPage(page)
  await page.getByRole('button', { name: 'Donate' }).click()
  const popup = page.getByRole('dialog', { name: `Donate to ${artist.name}` })
  await popup.getByLabel(/^Amount/).fill('42,50')
  await popup.getByRole('button', { name: 'Donate ₴42.50' }).click()
  await checkout(page, 'pay', '42.50')

  await page.goto('/video')
  await expect(page.getByText('You have not ordered any video congratulations yet')).toBeVisible()
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})

test('at 375 px the artist reads the orders and the Earnings page', async ({ page }) => {
  await webSignIn(page, artist.email, demoPassword)
  await page.goto(`/profile/${artist.nickName}/video`)
  await expect(page.getByTestId('video-order').first()).toBeVisible()
  await page.getByRole('link', { name: 'Earnings' }).click()
  await expect(page.getByTestId('balance-available')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Payments received' }).getByRole('listitem').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
