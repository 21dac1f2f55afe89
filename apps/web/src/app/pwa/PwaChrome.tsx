import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '@kobza/design-system'
import { feedOfflineSenders } from '../../features/feed/public'
import { legendOfflineSenders } from '../../features/hall-of-fame/public'
import { offlineQueueKey, type FlushResult } from '../../shared/network/offlineQueue'
import { useOnline } from '../../shared/network/useNetworkStatus'
import { useServices } from '../../shared/services'
import { useSession } from '../../shared/session/SessionContext'

/** Every feature's actions that may wait offline, by kind (see shared/network/offlineQueue). */
const offlineSenders = { ...feedOfflineSenders, ...legendOfflineSenders }

/**
 * The installable app's part of the shell (issue 35): sends the actions made offline when the
 * connection returns (and on load, for those left from an earlier visit), and offers a reload
 * when a newer front end has been deployed. Renders nothing of its own: it speaks in toasts.
 */
export function PwaChrome() {
  useOfflineQueueSender()
  useNewVersionOffer()
  return null
}

function useOfflineQueueSender() {
  const { t } = useTranslation()
  const toast = useToast()
  const { client, offline, queryClient } = useServices()
  const { user } = useSession()
  const online = useOnline()
  const waiting = useSyncExternalStore(
    offline.subscribe,
    () => offline.getSnapshot().length,
    () => 0
  )
  const uuid = user?.uuid
  // Each action sent changes `waiting`, which runs the effect again while the run goes on: those
  // calls get the same run's result, which is told once.
  const told = useRef<FlushResult | null>(null)
  useEffect(() => {
    // Another tab queued or sent actions: show them here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === offlineQueueKey) offline.refresh()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [offline])
  useEffect(() => {
    if (!online || !uuid || waiting === 0) return
    void offline.flush(client, uuid, offlineSenders).then((result) => {
      if (told.current === result) return
      told.current = result
      if (result.sent.length > 0) {
        // What the lists show was the optimistic guess: read them again from the API.
        void queryClient.invalidateQueries({ queryKey: ['feed'] })
        void queryClient.invalidateQueries({ queryKey: ['post-comments'] })
        void queryClient.invalidateQueries({ queryKey: ['legends'] })
        toast.show({ message: t('network.sent', { count: result.sent.length }), tone: 'success' })
      }
      if (result.dropped.length > 0) toast.show({ message: t('network.dropped'), tone: 'error' })
    })
  }, [online, uuid, waiting, offline, client, queryClient, toast, t])
}

function useNewVersionOffer() {
  const { t } = useTranslation()
  const toast = useToast()
  const { version } = useServices()
  const newer = useSyncExternalStore(version.subscribe, version.getSnapshot, () => false)
  const shown = useRef(false)
  useEffect(() => {
    if (!newer || shown.current) return
    shown.current = true
    toast.show({
      message: t('network.newVersion'),
      tone: 'info',
      duration: null,
      action: { label: t('network.reload'), onClick: () => version.reload(() => window.location.reload()) },
    })
  }, [newer, toast, t, version])
}
