import { describe, expect, it } from 'vitest'
import {
  checkForm,
  eventRules,
  initialSaleRules,
  profileEditRules,
  signUpRules,
  songLegendRules,
  songUploadRules,
} from './form-rules.js'
import { limits } from './limits.js'

const profile = {
  publicName: 'Kobza',
  nickName: 'kobza',
  description: '',
  socialLinkInstagram: '',
  socialLinkFacebook: '',
  socialLinkTwitter: '',
}

describe('form rules (zod-free, what the web checks before it sends)', () => {
  it('gives the first problem of each field, in the order of its rules', () => {
    expect(checkForm(profileEditRules, profile)).toEqual({})
    expect(
      checkForm(profileEditRules, {
        ...profile,
        publicName: ' ',
        nickName: 'x'.repeat(limits.nickName + 1),
        socialLinkTwitter: 'javascript:alert(1)',
      })
    ).toEqual({
      publicName: { rule: 'required' },
      nickName: { rule: 'tooLong', length: limits.nickName + 1, max: limits.nickName },
      socialLinkTwitter: { rule: 'link' },
    })
    expect(checkForm(profileEditRules, { ...profile, nickName: 'ко бза' }).nickName).toEqual({ rule: 'format' })
  })

  it('compares fields and refuses what a rule of its own refuses', () => {
    const values = { publicName: 'A', dateOfBirth: '2999-01-01', email: 'a@b', password: 'x', repeatPassword: 'y' }
    expect(checkForm(signUpRules, values)).toEqual({
      dateOfBirth: { rule: 'refused' },
      email: { rule: 'email' },
      repeatPassword: { rule: 'mismatch' },
    })
    const event = {
      eventTitle: 'T',
      description: 'D',
      date: '2000-01-01',
      time: '25:00',
      eventLink: '',
      eventCover: {},
    }
    expect(checkForm(eventRules, event).time).toEqual({ rule: 'format' })
    expect(checkForm(eventRules, { ...event, time: '10:00' }).time).toEqual({ rule: 'refused' })
    expect(checkForm(eventRules, { ...event, eventCover: null }).eventCover).toEqual({ rule: 'required' })
  })

  it('checks a picked file by the media lists, and counts characters as a person does', () => {
    const song = { songName: 'S', genre: 'POP', file: { name: 'a.ogg', type: 'audio/ogg', size: 1 } }
    expect(checkForm(songUploadRules, song).file).toEqual({ rule: 'fileType' })
    expect(checkForm(songUploadRules, { ...song, file: { name: 'a.wav', type: 'audio/vnd.wave', size: 1 } })).toEqual(
      {}
    )
    const legend = { name: '🎵'.repeat(limits.legendNameMax), yearOfRelease: '99' }
    const problems = checkForm(songLegendRules, legend)
    expect(problems.name).toBeUndefined()
    expect(problems.yearOfRelease).toEqual({ rule: 'format' })
    expect(checkForm(initialSaleRules, { copyright: '0.0005', price: '0' })).toMatchObject({
      copyright: { rule: 'refused' },
      price: { rule: 'refused' },
    })
  })
})
