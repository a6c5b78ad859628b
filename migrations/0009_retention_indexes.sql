-- The daily retention purge deletes by age: chat alerts after three years, consent choices after
-- five. (leads_created_at already serves the leads.)
CREATE INDEX chat_alerts_created_at ON chat_alerts (created_at);
CREATE INDEX consent_log_created_at ON consent_log (created_at);
