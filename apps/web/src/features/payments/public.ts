/** What other features may use from payments: the money buttons of an artist's profile. */
export { ProfileMoneyActions, type ProfileMoneyActionsProps } from './components/ProfileMoneyActions'
