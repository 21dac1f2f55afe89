import type { Notification, NotificationTargetKind, NotificationType } from '@kobza/contract'

/** A notification row joined with its actor, as the queries read it. */
export interface NotificationRow {
  id: number | string
  type: NotificationType
  actor_count: number | string
  target_kind: NotificationTargetKind | null
  target_id: string | null
  data: string
  created_at: number | string
  read_at: number | string | null
  actor_uuid: string | null
  actor_public_name: string | null
  actor_nick_name: string | null
  actor_avatar: string | null
}

/** The columns `presentNotification` reads, for a query of `notifications as n` left-joined to `users as actor`. */
export const notificationColumns = [
  'n.id',
  'n.type',
  'n.actor_count',
  'n.target_kind',
  'n.target_id',
  'n.data',
  'n.created_at',
  'n.read_at',
  'actor.uuid as actor_uuid',
  'actor.public_name as actor_public_name',
  'actor.nick_name as actor_nick_name',
  'actor.avatar as actor_avatar',
]

const iso = (millis: number | string) => new Date(Number(millis)).toISOString()

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    type: row.type,
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
    actor:
      row.actor_uuid === null
        ? null
        : {
            uuid: row.actor_uuid,
            publicName: row.actor_public_name ?? '',
            nickName: row.actor_nick_name ?? '',
            avatar: row.actor_avatar,
          },
    othersCount: Math.max(0, Number(row.actor_count) - 1),
    target: row.target_kind && row.target_id ? { kind: row.target_kind, id: row.target_id } : null,
    data: JSON.parse(row.data) as Notification['data'],
  }
}
