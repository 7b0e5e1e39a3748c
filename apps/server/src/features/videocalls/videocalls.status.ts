import { sql, type SQL } from 'drizzle-orm';

/**
 * A person's `videocall_status {id, status, amount_of_users}` in an event as one JSON SQL expression, null
 * when they are in no call there: for `current_user`, the directory and booth staff, inside their own
 * statements (decision 0031). A person is in one call at a time (`video_call_participants_user_key`).
 */
export function videocallStatusSql(userId: SQL, eventId: SQL): SQL {
  return sql`(select json_build_object('id', vc.id, 'status', vc.status,
      'amount_of_users', (select count(*)::int from video_call_participants vn where vn.call_id = vc.id))
    from video_call_participants vp join video_calls vc on vc.id = vp.call_id
    where vp.user_id = ${userId} and vc.event_id = ${eventId} and vc.ended_at is null)`;
}
