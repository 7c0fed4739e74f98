-- Drafts of the editorial workflow (server/admin/content/workflow-actions.ts): an entry's unpublished
-- version, one per entry, with the photos uploaded for it. Kept in the outbox's database rather
-- than on branches of the working copy, which publishing shares: every instance on one PostgreSQL
-- sees the same drafts, and the working copy is never switched away from the published branch.
-- `status` is Decap's: draft, pending_review (In review) or pending_publish (Ready).
-- `publish_at` is when a scheduled draft is published (ms since the epoch), or null; the instance
-- publishing it holds it until `claimed_until`, so that one instance publishes it even when
-- several share the database, and another takes it over if that one stopped on the way.
-- `schedule_note` says why a scheduled publish did not happen.

CREATE TABLE admin_drafts (
  collection text NOT NULL,
  slug text NOT NULL,
  path text NOT NULL UNIQUE,
  raw text NOT NULL,
  new_entry integer NOT NULL,
  status text NOT NULL CHECK (status IN ('draft', 'pending_review', 'pending_publish')),
  author_id bigint NOT NULL,
  author_name text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  publish_at bigint,
  scheduled_by bigint,
  claimed_until bigint,
  schedule_note text,
  PRIMARY KEY (collection, slug)
);
CREATE INDEX admin_drafts_author ON admin_drafts (author_id);
CREATE INDEX admin_drafts_due ON admin_drafts (publish_at);

CREATE TABLE admin_draft_photos (
  collection text NOT NULL,
  slug text NOT NULL,
  path text NOT NULL,
  content {{bytes}} NOT NULL,
  PRIMARY KEY (collection, slug, path)
);
