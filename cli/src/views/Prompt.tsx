import { useEffect, useState } from 'react'
import { Box, Text, useInput } from 'ink'
import { failedPasswordRules } from '@kobza/contract'

export interface PromptField {
  name: string
  label: string
  /** Shown as bullets: passwords never appear on screen or in the scrollback. */
  secret?: boolean
  /** Returns an error message, or undefined when the value is acceptable. */
  validate?: (value: string, values: Record<string, string>) => string | undefined
  /** Live password checklist under the field. */
  passwordChecklist?: boolean
}

/** Asks for each field in turn; Enter accepts, Backspace edits, Ctrl+C cancels. */
export function Prompt({
  fields,
  onSubmit,
  onCancel,
}: {
  fields: PromptField[]
  onSubmit: (values: Record<string, string>) => void
  onCancel: () => void
}) {
  const [index, setIndex] = useState(0)
  const [values, setValues] = useState<Record<string, string>>({})
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const field = fields[index]

  const accept = (value: string) => {
    if (!field) return
    const problem = field.validate?.(value, values)
    if (problem) {
      setDraft(value)
      return setError(problem)
    }
    const next = { ...values, [field.name]: value }
    setValues(next)
    setDraft('')
    setError(undefined)
    return setIndex(index + 1)
  }

  // Submitting after the render that marks the last field done: the screen left behind says so.
  const submitted = index >= fields.length
  useEffect(() => {
    if (submitted) onSubmit(values)
  }, [submitted, values, onSubmit])

  useInput((input, key) => {
    if (!field) return
    if (key.ctrl && input === 'c') return onCancel()
    if (key.return) return accept(draft)
    if (key.backspace || key.delete) return setDraft((value) => value.slice(0, -1))
    if (key.ctrl || key.meta || !input) return
    // A paste (or a fast terminal) delivers text and its Enter in one chunk: the line end still submits.
    const lineEnd = input.search(/[\r\n]/)
    if (lineEnd >= 0) return accept(draft + input.slice(0, lineEnd))
    setDraft((value) => value + input)
  })

  return (
    <Box flexDirection="column">
      {fields.slice(0, index).map((done) => (
        <Text key={done.name}>
          <Text color="green">✔ </Text>
          {done.label}: {done.secret ? '•'.repeat(8) : values[done.name]}
        </Text>
      ))}
      {field ? (
        <Box flexDirection="column">
          <Text>
            <Text color="cyan">? </Text>
            {field.label}: {field.secret ? '•'.repeat(draft.length) : draft}
            <Text inverse> </Text>
          </Text>
          {field.passwordChecklist ? (
            <Box marginLeft={2} flexDirection="column">
              {failedPasswordRules(draft).length === 0 ? (
                <Text color="green">All password rules pass</Text>
              ) : (
                failedPasswordRules(draft).map((rule) => (
                  <Text key={rule.id} color="yellow">
                    · needs {rule.label.toLowerCase()}
                  </Text>
                ))
              )}
            </Box>
          ) : null}
          {error ? <Text color="red">{error}</Text> : null}
        </Box>
      ) : null}
    </Box>
  )
}
