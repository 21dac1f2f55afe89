/*
 * Audio files. WAV: 16-bit PCM written sample by sample, so what a test uploads decodes and plays and
 * its length is known. `wavHeader` alone serves files streamed to disk and lying headers.
 */

export interface WavFormat {
  sampleRate?: number
  channels?: number
}

/** The 44-byte header of a 16-bit PCM WAV announcing `dataBytes` of samples. */
export function wavHeader(dataBytes: number, { sampleRate = 8000, channels = 1 }: WavFormat = {}): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'latin1')
  header.writeUInt32LE(36 + dataBytes, 4)
  header.write('WAVE', 8, 'latin1')
  header.write('fmt ', 12, 'latin1')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(channels, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * channels * 2, 28)
  header.writeUInt16LE(channels * 2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'latin1')
  header.writeUInt32LE(dataBytes, 40)
  return header
}

/**
 * A WAV of `samples` sample frames at `sampleRate`, each `sample(index)` in -1…1 scaled by
 * `amplitude`, the same in every one of `channels`.
 */
function pcmWav(
  samples: number,
  sampleRate: number,
  amplitude: number,
  sample: (index: number) => number,
  channels = 1
): Buffer {
  const data = Buffer.alloc(samples * 2 * channels)
  for (let index = 0; index < samples; index += 1) {
    const value = Math.round(Math.max(-1, Math.min(1, sample(index))) * amplitude)
    for (let channel = 0; channel < channels; channel += 1) data.writeInt16LE(value, (index * channels + channel) * 2)
  }
  return Buffer.concat([wavHeader(data.length, { sampleRate, channels }), data])
}

/**
 * A mono 8 kHz WAV of `seconds`: sine tones of `notes` (Hz) in turn, equally long. Small
 * (16 KB a second): the upload tests' song.
 */
export function toneWav(seconds = 1, notes: readonly number[] = [440], sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate)
  return pcmWav(samples, sampleRate, 8000, (index) => {
    const note = notes[Math.floor((index / samples) * notes.length)]!
    return Math.sin((2 * Math.PI * note * index) / sampleRate)
  })
}

/** Semitones from A4 of a few Ukrainian folk-like phrases (natural minor, pentatonic turns). */
const phrases = [
  [0, 3, 5, 7, 5, 3, 2, 0],
  [7, 5, 3, 5, 7, 10, 7, 5],
  [-2, 0, 3, 0, -2, -5, -2, 0],
  [3, 5, 7, 8, 7, 5, 3, 2],
] as const

/**
 * A 16-bit WAV of `seconds` playing a melody picked by `seed` (plucked, bandura-like: a decaying
 * tone with two overtones), for the demo: mono at 22 050 Hz, about 44 KB a second. The bench's
 * studio master is `{ sampleRate: 44100, channels: 2 }`, about 176 KB a second, as a CD.
 */
export function melodyWav(
  seed: number,
  seconds = 4,
  { sampleRate: rate = 22050, channels = 1 }: WavFormat = {}
): Buffer {
  const phrase = phrases[seed % phrases.length]!
  const noteLength = Math.round(rate * (seconds / phrase.length))
  const base = 220 * 2 ** ((seed % 5) / 12)
  return pcmWav(
    Math.round(seconds * rate),
    rate,
    28000,
    (index) => {
      const note = Math.min(phrase.length - 1, Math.floor(index / noteLength))
      const t = (index % noteLength) / rate
      const frequency = base * 2 ** (phrase[note]! / 12)
      const envelope = Math.exp(-3.2 * t) * Math.min(1, t * 200)
      const tone =
        Math.sin(2 * Math.PI * frequency * t) +
        0.4 * Math.sin(4 * Math.PI * frequency * t) +
        0.15 * Math.sin(6 * Math.PI * frequency * t)
      return (tone / 1.55) * envelope
    },
    channels
  )
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
