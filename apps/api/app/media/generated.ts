import sharp from 'sharp'

/*
 * Real files for demo data and tests: pictures drawn from SVG and short melodies written as
 * PCM samples, so what the seed stores decodes and plays like an upload would.
 */

const palettes = [
  ['#0057b7', '#ffd700'],
  ['#1b4d3e', '#f2c14e'],
  ['#7a1f2b', '#f5e6c8'],
  ['#2e3192', '#6dd3ce'],
  ['#3d2c8d', '#f39c6b'],
  ['#114b5f', '#e4fde1'],
] as const

/** A 1200×800 picture (the cover's 1.5 ratio): a gradient, sun, hills and a title; `seed` varies it. */
export async function gradientPicture(seed: number, title: string, format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  const [from, to] = palettes[seed % palettes.length]!
  const sunX = 200 + ((seed * 173) % 800)
  const hill = (offset: number, height: number, color: string, opacity: number) =>
    `<path d="M0 ${800 - height} C ${300 + offset} ${700 - height}, ${700 - offset} ${900 - height}, 1200 ${760 - height} L1200 800 L0 800 Z" fill="${color}" opacity="${opacity}"/>`
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="${sunX}" cy="${220 + (seed % 3) * 40}" r="${90 + (seed % 4) * 15}" fill="#fff5c2" opacity="0.85"/>
    ${hill(seed * 37, 260, '#ffffff', 0.18)}
    ${hill(-seed * 23, 170, '#000000', 0.22)}
    ${hill(seed * 11, 90, '#000000', 0.35)}
    <text x="60" y="740" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${escaped}</text>
  </svg>`
  const image = sharp(Buffer.from(svg))
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer()
}

/** Semitones from A4 of a few Ukrainian folk-like phrases (natural minor, pentatonic turns). */
const phrases = [
  [0, 3, 5, 7, 5, 3, 2, 0],
  [7, 5, 3, 5, 7, 10, 7, 5],
  [-2, 0, 3, 0, -2, -5, -2, 0],
  [3, 5, 7, 8, 7, 5, 3, 2],
] as const

/**
 * A mono 16-bit WAV of `seconds` playing a melody (plucked, bandura-like: a decaying tone
 * with two overtones). About 44 KB a second at 22 050 Hz.
 */
export function melodyWav(seed: number, seconds = 4): Buffer {
  const rate = 22050
  const samples = Math.round(seconds * rate)
  const data = Buffer.alloc(samples * 2)
  const phrase = phrases[seed % phrases.length]!
  const noteLength = Math.round(rate * (seconds / phrase.length))
  const base = 220 * 2 ** ((seed % 5) / 12)
  for (let index = 0; index < samples; index += 1) {
    const note = Math.min(phrase.length - 1, Math.floor(index / noteLength))
    const t = (index % noteLength) / rate
    const frequency = base * 2 ** (phrase[note]! / 12)
    const envelope = Math.exp(-3.2 * t) * Math.min(1, t * 200)
    const tone =
      Math.sin(2 * Math.PI * frequency * t) +
      0.4 * Math.sin(4 * Math.PI * frequency * t) +
      0.15 * Math.sin(6 * Math.PI * frequency * t)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, (tone / 1.55) * envelope)) * 28000), index * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/**
 * `seconds` of silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz): a valid MP3 without
 * an encoder, for tests of the MP3 path.
 */
export function silentMp3(seconds: number): Buffer {
  const frameLength = Math.floor((144 * 128000) / 44100)
  const frames = Math.ceil((seconds * 44100) / 1152)
  const frame = Buffer.alloc(frameLength)
  frame.set([0xff, 0xfb, 0x90, 0x64])
  return Buffer.concat(Array.from({ length: frames }, () => frame))
}
