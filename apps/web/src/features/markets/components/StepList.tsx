import { useTranslation } from 'react-i18next'
import { AlertIcon, CheckIcon, Preloader } from '@kobza/design-system'
import styles from './Markets.module.css'

export interface StepView {
  key: string
  label: string
}

/** A creation sequence's progress: done steps ticked, the current one spinning, a failed one flagged. */
export function StepList({
  steps,
  current,
  failed,
}: {
  steps: readonly StepView[]
  current: string | null
  failed: boolean
}) {
  const { t } = useTranslation('markets')
  const index = current === null ? -1 : steps.findIndex((step) => step.key === current)
  return (
    <ol className={styles.steps} aria-label={t('create.steps')}>
      {steps.map((step, position) => {
        const state =
          index < 0
            ? 'waiting'
            : position < index
              ? 'done'
              : position > index
                ? 'waiting'
                : failed
                  ? 'failed'
                  : 'active'
        return (
          <li
            key={step.key}
            aria-current={state === 'active' ? 'step' : undefined}
            className={[
              styles.step,
              state === 'done' && styles.stepDone,
              state === 'active' && styles.stepActive,
              state === 'failed' && styles.stepFailed,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {state === 'done' ? (
              <CheckIcon />
            ) : state === 'failed' ? (
              <AlertIcon />
            ) : state === 'active' ? (
              <Preloader size="sm" label={step.label} />
            ) : (
              <span aria-hidden>·</span>
            )}
            {step.label}
          </li>
        )
      })}
    </ol>
  )
}
