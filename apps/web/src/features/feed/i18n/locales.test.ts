import { describe, expect, it } from 'vitest'
import { feedMessages, limits } from '@kobza/contract'
import { createI18n } from '../../../shared/i18n/i18n'
import { en } from './en'
import { uk } from './uk'

describe('feed strings', () => {
  it('English rule texts are the contract messages the server answers with', () => {
    const t = createI18n('en', { feed: { en, uk } }).getFixedT('en', 'feed')
    expect(t('rules.descriptionTooLong', { length: 1001, max: limits.postDescription })).toBe(
      feedMessages.descriptionTooLong(1001)
    )
    const same = [
      'tooManyAttachments',
      'onePollOnly',
      'emptyPost',
      'imageType',
      'imageTooLarge',
      'songType',
      'songTooLarge',
      'songFileRequired',
      'songNameRequired',
      'genreRequired',
      'pollTitleRequired',
      'pollOptionEmpty',
      'pollOptionsMin',
      'pollOptionsMax',
    ] as const
    for (const key of same) expect(en.rules[key]).toBe(feedMessages[key])
    expect(en.home.premiumEmpty).toBe(
      "You haven't subscribed to anyone yet. Subscribe to an artist to see their premium content"
    )
  })

  it('Ukrainian counts use the right plural forms', () => {
    const t = createI18n('uk', { feed: { en, uk } }).getFixedT('uk', 'feed')
    expect(t('post.commentsCount', { count: 1 })).toBe('1 коментар')
    expect(t('post.commentsCount', { count: 3 })).toBe('3 коментарі')
    expect(t('post.commentsCount', { count: 5 })).toBe('5 коментарів')
  })
})
