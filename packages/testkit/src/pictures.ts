import sharp from 'sharp'

/*
 * Pictures drawn by sharp: solid JPEGs and PNGs for tests, and the demo's covers (a gradient,
 * sun, hills and a title drawn from SVG) so what the seed stores looks like a real upload.
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

const solid = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })

/** A real JPEG of one colour (small in bytes whatever its size in pixels). */
export function solidJpeg(width = 64, height = 48): Promise<Buffer> {
  return solid(width, height, { r: 200, g: 60, b: 40 }).jpeg().toBuffer()
}

/** A real PNG of one colour (small in bytes whatever its size in pixels). */
export function solidPng(width = 64, height = 48): Promise<Buffer> {
  return solid(width, height, { r: 40, g: 60, b: 200 }).png().toBuffer()
}
