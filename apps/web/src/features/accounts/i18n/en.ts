import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the accounts feature (sign in, sign up, password reset, settings); the shape the Ukrainian file must match. */
export const en = {
  titles: {
    signIn: 'Sign In',
    signUp: 'Sign Up',
    resetPassword: 'Reset password',
    settings: 'Settings',
  },
  signIn: {
    reasonProfile: 'The profile of @{{nickName}} is open to members: sign in and you will come back to it.',
    reasonPage: 'This page is open to members: sign in and you will come back to it.',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    noAccount: 'Don’t have an account?',
    toSignUp: 'Sign up',
  },
  signUp: {
    publicName: 'Public name',
    dateOfBirth: 'Date of birth',
    email: 'Email',
    password: 'Password',
    repeatPassword: 'Repeat password',
    asArtist: 'Sign up like artist',
    agreePrefix: 'I agree to the',
    termsLink: 'Terms & Conditions',
    privacyLink: 'Privacy Policy',
    opensInNewTab: '(opens in a new tab)',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    toSignIn: 'Sign in',
    tooYoung: 'You must be at least {{age}} years old to sign up',
  },
  /** The live checklist of the contract's password rules (its English labels, the symbol set added). */
  password: {
    rules: 'Password requirements',
    length: '8 or more characters',
    lower: 'A lowercase letter',
    upper: 'An uppercase letter',
    symbol: 'A symbol: {{symbols}}',
    digit: 'A number',
    ruleMet: 'done',
    notStrong: 'The new password must meet every requirement below',
  },
  reset: {
    emailIntro: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'Email',
    send: 'Send link',
    sentTitle: 'Check your e-mail',
    sent: 'If an account exists for this email, we have sent a link to reset the password',
    backToSignIn: 'Back to sign in',
    newPasswordIntro: 'Choose a new password for your account.',
    newPassword: 'New password',
    repeatPassword: 'Repeat password',
    submit: 'Change password',
    changed: 'Password successfully changed',
    changedText: 'You have been signed out on every device. Sign in with your new password.',
    signIn: 'Sign in',
  },
  settings: {
    languageTitle: 'Language',
    languageHint: 'The language of menus and pages. Your choice is remembered on this device.',
    accountTitle: 'Account',
    email: 'Email',
    pendingEmail: 'Waiting for confirmation: {{email}}. Follow the link we sent to that address.',
    emailConfirmed: 'Your e-mail address is now {{email}}',
    passwordTitle: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    changePassword: 'Change password',
    passwordChanged: 'Password successfully changed',
    passwordChangedSignIn: 'Password successfully changed. Sign in with your new password.',
    emailTitle: 'Change e-mail',
    emailIntro: 'We will send a confirmation link to the new address. Your e-mail changes once you follow it.',
    newEmail: 'New e-mail',
    password: 'Current password',
    changeEmail: 'Send confirmation link',
    emailChangeSent: 'We have sent a confirmation link to the new email address',
    deleteTitle: 'Delete account',
    deleteText:
      'Deleting your account cannot be undone. Your e-mail address, public name, nickname, avatar and roles are removed at once, and you are signed out on every device. Posts, songs and comments you published are hidden from everyone. The e-mail address becomes free to sign up with again.',
    deleteButton: 'Delete account',
    deleteConfirmTitle: 'Delete your account?',
    deletePassword: 'Enter your password to confirm',
    deleteConfirm: 'Delete for good',
    deleted: 'Your account has been deleted',
  },
}

export type AccountsStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    accounts: typeof en
  }
}
