-- A claim's columns take the names they have in PostgreSQL, so that both engines run the same statements.
ALTER TABLE submissions RENAME COLUMN locked_by TO claimed_by;
ALTER TABLE submissions RENAME COLUMN locked_until TO claimed_until;
