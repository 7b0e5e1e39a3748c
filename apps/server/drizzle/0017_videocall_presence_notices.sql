-- A person's `videocall_status` shows in the directory, on booth staff and in `current_user` (decision 0031):
-- joining or leaving a call, and a call's status changing, send the `presence` notice of migration 0013 for
-- everyone in the calls concerned (their `amount_of_users` changed too) and for those who left, so that
-- subscribers hear `attendee_updated` and cached booth details with them as staff are dropped.
CREATE OR REPLACE FUNCTION foyer_notify_call_people(call_ids int[], leavers int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  chunk json;
BEGIN
  FOR chunk IN
    SELECT json_agg(json_build_array(user_id, event_id))
    FROM (SELECT user_id, event_id, (row_number() OVER ()) / 150 AS grp
          FROM (SELECT p.user_id, c.event_id FROM video_call_participants p JOIN video_calls c ON c.id = p.call_id
                WHERE p.call_id = ANY(call_ids)
                UNION
                SELECT l.user_id, c.event_id FROM unnest(leavers, call_ids) AS l(user_id, call_id) JOIN video_calls c ON c.id = l.call_id
                WHERE l.user_id IS NOT NULL) d) numbered
    GROUP BY grp
  LOOP
    PERFORM pg_notify('foyer_changes', json_build_object('topic', 'presence', 'people', chunk)::text);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foyer_notify_call_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM foyer_notify_call_people(ARRAY(SELECT DISTINCT call_id FROM changed_rows), ARRAY[]::int[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foyer_notify_call_left() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Pairs (user_id, call_id) of those who left, as two arrays of equal length.
  PERFORM foyer_notify_call_people(ARRAY(SELECT call_id FROM changed_rows ORDER BY call_id, user_id),
    ARRAY(SELECT user_id FROM changed_rows ORDER BY call_id, user_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foyer_notify_call_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM foyer_notify_call_people(ARRAY(SELECT n.id FROM changed_rows n JOIN previous_rows o ON o.id = n.id
    WHERE (o.status, o.ended_at) IS DISTINCT FROM (n.status, n.ended_at)), ARRAY[]::int[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_call_participants_joined AFTER INSERT ON video_call_participants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_call_joined();
--> statement-breakpoint
CREATE TRIGGER video_call_participants_left AFTER DELETE ON video_call_participants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_call_left();
--> statement-breakpoint
CREATE TRIGGER video_calls_status_changed AFTER UPDATE ON video_calls
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_call_changed();
