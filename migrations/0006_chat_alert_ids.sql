-- A chat alert's id is now random, so its console link (/agent?alert=<id>) does not carry the room
-- id, which is what lets anyone into a conversation. An alert stays one row per room and message: a
-- repeated alarm finds the row by (session_id, seq). New rows keep the unread messages as a JSON
-- array of strings, so the alert can show where each one begins.
CREATE UNIQUE INDEX chat_alerts_session_seq ON chat_alerts (session_id, seq);
