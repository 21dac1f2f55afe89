import { describe, expect, it } from 'vitest'
import { acceptsMediaFile, mediaAccept, mediaFileProblem, mediaMaxBytes } from './media-types.js'
import { chatImageMimeTypes, chatLimits } from './chat.js'
import { postImageMimeTypes, songMimeTypes } from './feed.js'

describe('media types (one list per kind of upload)', () => {
  it('takes every name a browser gives a WAV or MP3, and a song by its extension', () => {
    for (const type of ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/mpeg', 'audio/mp3'])
      expect(acceptsMediaFile('song', { type })).toBe(true)
    expect(acceptsMediaFile('song', { type: '', name: 'Take.WAV' })).toBe(true)
    expect(acceptsMediaFile('song', { type: 'audio/ogg', name: 'take.ogg' })).toBe(false)
    expect(acceptsMediaFile('picture', { type: 'image/webp' })).toBe(false)
    expect(acceptsMediaFile('chatImage', { type: 'image/webp' })).toBe(true)
  })

  it('names the type first, then the size', () => {
    expect(mediaFileProblem('picture', { type: 'image/gif', size: 1e9 })).toBe('type')
    expect(mediaFileProblem('picture', { type: 'image/png', size: mediaMaxBytes.picture + 1 })).toBe('size')
    expect(mediaFileProblem('video', { type: 'video/webm', size: mediaMaxBytes.video })).toBeNull()
  })

  it('is the list the feed and the chat use, and the accept attribute of a picker', () => {
    expect(postImageMimeTypes).toEqual(['image/png', 'image/jpeg'])
    expect(songMimeTypes).toEqual(['audio/mpeg', 'audio/wav'])
    expect(chatImageMimeTypes).toContain('image/webp')
    expect(chatLimits.imageMaxBytes).toBe(mediaMaxBytes.chatImage)
    expect(mediaAccept('song')).toBe('.mp3,.wav,audio/mpeg,audio/wav')
  })
})
