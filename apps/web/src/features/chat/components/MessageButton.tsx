export interface MessageButtonProps {
  opponent: { uuid: string; publicName: string }
}

// Placeholder until the chat lands (issue 15): opens or resumes the conversation from a profile.
export function MessageButton(_props: MessageButtonProps) {
  return null
}
