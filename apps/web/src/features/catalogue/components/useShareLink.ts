import { useTranslation } from 'react-i18next'
import { useToast } from '@kobza/design-system'
import { embedIframe, embedPaths, embedSizes, playlistSharePath, songSharePath } from '@kobza/contract'

type Shared =
  | { kind: 'song'; id: number; nickName: string; title: string }
  | { kind: 'playlist'; id: number; nickName: string; title: string }

/**
 * "Share" and "Embed" (issue 35): copy a song's or playlist's link, or the iframe of its
 * embeddable player (the same markup the server's oEmbed answers), and say so in a toast.
 */
export function useShareLink() {
  const { t } = useTranslation('catalogue')
  const toast = useToast()
  const origin = window.location.origin

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast.show({ message: done, tone: 'success' })
    } catch {
      toast.show({ message: t('share.failed'), tone: 'error' })
    }
  }

  return {
    copyLink: (shared: Shared) =>
      copy(
        origin +
          (shared.kind === 'song'
            ? songSharePath(shared.nickName, shared.id)
            : playlistSharePath(shared.nickName, shared.id)),
        t('share.linkCopied')
      ),
    copyEmbed: (shared: Shared) => {
      const { width, height } = embedSizes[shared.kind]
      const src = origin + (shared.kind === 'song' ? embedPaths.song(shared.id) : embedPaths.playlist(shared.id))
      return copy(embedIframe(src, width, height, shared.title), t('share.embedCopied'))
    },
  }
}
