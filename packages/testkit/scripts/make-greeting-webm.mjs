/*
 * Makes media/greeting.webm, the video the demo's delivered greeting carries
 * (`kobza seed demo`). No video encoder is installed, so Chromium records it: a canvas
 * animation and a short WebAudio melody through MediaRecorder (VP8 + Opus WebM), then the same
 * browser checks that the file plays. Run once and commit the result:
 *   node packages/testkit/scripts/make-greeting-webm.mjs
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium), as for the tests.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const output = fileURLToPath(new URL('../media/greeting.webm', import.meta.url))
const seconds = 4

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
})
try {
  const page = await browser.newPage()
  await page.setContent('<canvas width="640" height="360"></canvas>')
  const base64 = await page.evaluate(async (seconds) => {
    const canvas = document.querySelector('canvas')
    const context = canvas.getContext('2d')
    const audio = new AudioContext()
    const destination = audio.createMediaStreamDestination()
    // A few notes of a major arpeggio, softly.
    const notes = [523.25, 659.25, 783.99, 1046.5, 783.99, 659.25, 523.25, 659.25]
    const gain = audio.createGain()
    gain.gain.value = 0.08
    gain.connect(destination)
    notes.forEach((frequency, index) => {
      const oscillator = audio.createOscillator()
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      oscillator.connect(gain)
      const start = audio.currentTime + index * (seconds / notes.length)
      oscillator.start(start)
      oscillator.stop(start + seconds / notes.length - 0.05)
    })
    const stream = new MediaStream([
      ...canvas.captureStream(25).getVideoTracks(),
      ...destination.stream.getAudioTracks(),
    ])
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8,opus',
      videoBitsPerSecond: 350_000,
      audioBitsPerSecond: 32_000,
    })
    const chunks = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const started = performance.now()
    const draw = () => {
      const t = (performance.now() - started) / 1000
      const hue = (t * 60) % 360
      const gradient = context.createLinearGradient(0, 0, 640, 360)
      gradient.addColorStop(0, `hsl(${hue}, 70%, 45%)`)
      gradient.addColorStop(1, `hsl(${(hue + 120) % 360}, 70%, 35%)`)
      context.fillStyle = gradient
      context.fillRect(0, 0, 640, 360)
      for (let i = 0; i < 12; i += 1) {
        const angle = t * 1.5 + (i * Math.PI) / 6
        context.fillStyle = i % 2 ? '#ffd500' : '#0057b7'
        context.beginPath()
        context.arc(320 + Math.cos(angle) * 130, 180 + Math.sin(angle) * 110, 14, 0, Math.PI * 2)
        context.fill()
      }
      context.fillStyle = '#ffffff'
      context.textAlign = 'center'
      context.font = 'bold 46px sans-serif'
      context.fillText('З привітанням!', 320, 170)
      context.font = '24px sans-serif'
      context.fillText('Kobza · демо', 320, 215)
      if (recorder.state === 'recording') requestAnimationFrame(draw)
    }
    recorder.start()
    draw()
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  }, seconds)
  const video = Buffer.from(base64, 'base64')
  writeFileSync(output, video)

  // The check: the browser decodes frames and the playhead moves.
  const player = await browser.newPage()
  await player.setContent('<video muted></video>')
  const played = await player.evaluate(async (base64) => {
    const element = document.querySelector('video')
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    element.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }))
    await element.play()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    return { width: element.videoWidth, height: element.videoHeight, time: element.currentTime }
  }, base64)
  if (!(played.width === 640 && played.height === 360 && played.time > 0.5))
    throw new Error(`the recorded video does not play: ${JSON.stringify(played)}`)
  console.log(`${output}: ${video.length} bytes, plays (${JSON.stringify(played)})`)
} finally {
  await browser.close()
}
