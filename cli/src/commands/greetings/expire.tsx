import { Text } from 'ink'
import { defineReport } from '../../report.ts'

export default defineReport({
  group: 'greetings',
  name: 'expire',
  description: 'Decline the video greetings past their delivery deadline and refund their fans',
  ask: (operator) => operator.greetings.expireGreetings(),
  view: ({ declined }) => (
    <Text>
      ✔ {declined.length === 0 ? 'no order' : `order ${declined.join(', ')}`} past the deadline declined and refunded
    </Text>
  ),
})
