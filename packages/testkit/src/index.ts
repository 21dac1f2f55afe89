/*
 * The one home of test media and demo pictures: API factories and demo seeds, e2e, bench and
 * hostile tests all make their files here.
 */
export { PNG_SIGNATURE, encodePng, gradientPng, pngChunk, pngFromIdat, type Rgb } from './png.js'
export { melodyWav, silentMp3, toneWav, wavHeader, type WavFormat } from './audio.js'
export { gradientPicture, solidJpeg, solidPng } from './pictures.js'
export { greetingWebm, greetingWebmPath, mp4Bytes } from './video.js'
