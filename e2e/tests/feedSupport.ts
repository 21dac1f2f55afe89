import sharp from 'sharp'
import { expect, type Browser, type Page } from '@playwright/test'
import { demoPassword, webSignIn } from './support.ts'

/** A real picture (a gradient, 600×450) for the composer's cover: the server decodes and re-encodes it. */
export async function coverPng(): Promise<Buffer> {
  const width = 600
  const height = 450
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3
      pixels[at] = 40 + Math.round((x / width) * 200)
      pixels[at + 1] = 80
      pixels[at + 2] = 60 + Math.round((y / height) * 180)
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/** A signed-in page of its own (a separate browser context), so two people can act side by side. */
export async function signedInPage(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {})
  const page = await context.newPage()
  await page.goto('/sign-in')
  await webSignIn(page, email, demoPassword)
  return page
}

/** Fills the composer (inline or in the popup) with text, a cover and a poll, and publishes. */
export async function composePost(
  page: Page,
  composer: ReturnType<Page['getByRole']>,
  text: string,
  pollTitle: string
) {
  await composer.getByRole('textbox', { name: 'Text of the post' }).fill(text)
  await composer.getByRole('button', { name: 'Attach an image' }).click()
  await composer.getByLabel('Image (PNG or JPEG)').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await coverPng(),
  })
  await expect(composer.getByRole('img', { name: 'Preview of the cropped image' })).toBeVisible()
  await composer.getByRole('button', { name: 'Attach', exact: true }).click()
  await composer.getByRole('button', { name: 'Attach a poll' }).click()
  await composer.getByRole('textbox', { name: 'Question' }).fill(pollTitle)
  await composer.getByRole('textbox', { name: 'Option 1' }).fill('Київ')
  // Attach is refused under 2 options, with the spec's message.
  await composer.getByRole('button', { name: 'Attach', exact: true }).click()
  await expect(composer.getByText('Should be at least 2 options')).toBeVisible()
  await composer.getByRole('button', { name: 'Add option' }).click()
  await composer.getByRole('textbox', { name: 'Option 2' }).fill('Львів')
  await composer.getByRole('button', { name: 'Attach', exact: true }).click()
  // Two attachments: every attach icon is disabled.
  await expect(composer.getByRole('button', { name: 'Attach a song' })).toBeDisabled()
  await composer.getByRole('button', { name: 'Publish' }).click()
}
