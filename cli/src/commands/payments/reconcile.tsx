import { Text } from 'ink'
import { z } from 'zod'
import { defineReport, jsonOption } from '../../report.ts'

export default defineReport({
  group: 'payments',
  name: 'reconcile',
  description: 'Ask the payment provider about orders still pending (a missed callback) and settle them',
  options: z.object({
    olderThan: z
      .string()
      .optional()
      .meta({ description: 'only orders pending longer than this (15m by default)', flags: '--older-than <duration>' }),
    json: jsonOption(),
  }),
  ask: (operator, { options }) => operator.payments.reconcile(options.olderThan),
  view: ({ checked, settled, unreachable }) => (
    <Text>
      ✔ {checked} pending order{checked === 1 ? '' : 's'} checked, {settled.length} settled
      {settled.length > 0 ? ` (${settled.map((entry) => `${entry.order}: ${entry.outcome}`).join(', ')})` : ''}
      {unreachable.length > 0 ? `; provider unreachable for ${unreachable.length}` : ''}
    </Text>
  ),
})
