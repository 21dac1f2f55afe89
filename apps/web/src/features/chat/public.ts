/** What other features may use from the chat: the profile's 'message' entry. */
export { MessageButton, type MessageButtonProps } from './components/MessageButton'
