import { useTranslation } from 'react-i18next'
import { Stack, Switch } from '@kobza/design-system'
import { setPlaybackPreference, usePlaybackPreferences, useSlowConnection } from './preferences'

/** The settings page's playback switches, kept on this device (see `preferences.ts`). */
export function PlaybackSettings() {
  const { t } = useTranslation()
  const preferences = usePlaybackPreferences()
  const slowConnection = useSlowConnection()
  return (
    <Stack gap={3}>
      <Switch
        labelFirst
        label={t('player.settings.normalise')}
        description={t('player.settings.normaliseHint')}
        checked={preferences.normaliseLoudness}
        onChange={(event) => setPlaybackPreference('normaliseLoudness', event.target.checked)}
      />
      <Switch
        labelFirst
        label={t('player.settings.dataSaver')}
        description={t(slowConnection ? 'player.settings.dataSaverAuto' : 'player.settings.dataSaverHint')}
        checked={preferences.dataSaver || slowConnection}
        disabled={slowConnection}
        onChange={(event) => setPlaybackPreference('dataSaver', event.target.checked)}
      />
    </Stack>
  )
}
