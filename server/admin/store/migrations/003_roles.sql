-- Each account's role (server/admin/contracts.ts, roles): an author writes drafts and asks for
-- review, an editor also publishes, an admin also manages the accounts. Accounts made before
-- roles are editors, as they could publish.

ALTER TABLE admin_editors ADD COLUMN role text NOT NULL DEFAULT 'editor'
  CHECK (role IN ('author', 'editor', 'admin'));
