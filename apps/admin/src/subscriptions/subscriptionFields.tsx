import { BooleanField } from 'react-admin'
import { DateField } from '../codes/DateField.tsx'

/**
 * A subscription's state columns — paid until, active, cancelled — then one date (when it began,
 * or when it was cancelled). An array, not a fragment: a Datagrid reads its columns from its
 * direct children.
 */
export const subscriptionStateFields = (dateSource: 'createdAt' | 'cancelledAt') => [
  <DateField key="activeUntil" source="activeUntil" showTime />,
  <BooleanField key="active" source="active" sortable={false} />,
  <BooleanField key="cancelled" source="cancelled" sortable={false} />,
  <DateField key={dateSource} source={dateSource} showTime />,
]
