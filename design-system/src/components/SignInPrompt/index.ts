export * from './SignInPrompt'
