import { useTranslation } from 'react-i18next'
import { VisuallyHidden } from '@kobza/design-system'
import { passwordRules, passwordSymbols, type PasswordRule } from '@kobza/contract'
import styles from './PasswordChecklist.module.css'

/** The contract's password rules, translated by id. */
const ruleLabels: Record<PasswordRule['id'], `password.${'length' | 'lower' | 'upper' | 'symbol' | 'digit'}`> = {
  length: 'password.length',
  lowercase: 'password.lower',
  uppercase: 'password.upper',
  symbol: 'password.symbol',
  digit: 'password.digit',
}

/** Whether every rule of the contract holds: the one check the forms and the server share. */
export { meetsPasswordRules } from '@kobza/contract'

/**
 * The live colour checklist of the password rules (spec 000 §5, 001 §5): each rule turns green
 * once met; after typing starts, the unmet ones turn red. Rules come from the contract so the
 * list can never disagree with what the server enforces.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation(['accounts', 'shared'])
  // Before any typing the checklist is a hint, not a list of failures.
  const typed = password.length > 0
  return (
    <ul id={id} className={styles.rules} aria-label={t('password.rules')}>
      {passwordRules.map((rule) => {
        const met = rule.test(password)
        return (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={met}
            className={`${styles.rule} ${met ? styles.met : typed ? styles.failed : ''}`}
          >
            <span aria-hidden="true" className={styles.mark}>
              {met ? '✓' : '•'}
            </span>
            <span>
              {t(ruleLabels[rule.id], { symbols: passwordSymbols })}
              <VisuallyHidden>{met ? ` — ${t('password.ruleMet')}` : ''}</VisuallyHidden>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
