import { useTranslation } from 'react-i18next'
import type { FilePickerLabels } from '@kobza/design-system'

/** The words of the design system's FilePicker in the app's language, the same at every upload. */
export function useFilePickerLabels(): FilePickerLabels {
  const { t } = useTranslation('shared')
  return {
    choose: t('filePicker.choose'),
    drop: t('filePicker.drop'),
    change: t('filePicker.change'),
    progress: t('filePicker.progress'),
  }
}
