-- When a socket of the sign-in last went away without a logout: a login of that sign-in within two minutes
-- hears `reconnected` (decision 0080). Kept with the sign-in so that every server process reads it.
ALTER TABLE "auth_sessions" ADD COLUMN "socket_dropped_at" timestamp with time zone;