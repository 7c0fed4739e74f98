/**
 * The accounts page (server/admin/accounts-routes.ts), for admins, complete without scripts: each
 * account with its role and last sign-in, a form to change its role, one to give it a new
 * password and one to remove it; and a form to add an account. Styled by admin.css, in the
 * history pages' frame.
 */
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { type Role, roles } from "../contracts.ts";
import { editorsTime } from "../schedule/time.ts";
import { Frame, type Notice } from "./history.ts";

export interface AccountRow {
  email: string;
  name: string;
  role: Role;
  lastSignInAt: number | null;
  /** The signed-in admin's own account: its role and its removal are left to another admin. */
  own: boolean;
}

export interface AccountsView {
  /** Whether the signed-in account is an admin; otherwise the page says only that it may not. */
  mayManage: boolean;
  accounts: AccountRow[];
  notice?: Notice;
}

const roleWords: Record<Role, string> = {
  author: "Author: writes drafts, publishes nothing",
  editor: "Editor: reviews, publishes and schedules",
  admin: "Admin: an editor who also manages accounts",
};

function Field({ id, label, children }: { id: string; label: string; children?: ReactNode }): ReactElement {
  return h("div", { className: "schedule-field" }, h("label", { htmlFor: id }, label), children);
}

function RoleSelect({ id, value }: { id: string; value?: Role }): ReactElement {
  return h(
    "select",
    { id, name: "role", defaultValue: value ?? "author" },
    roles.map((role) => h("option", { key: role, value: role }, roleWords[role])),
  );
}

function AccountForm({ action, email, children }: { action: string; email: string; children?: ReactNode }) {
  return h(
    "form",
    { method: "post", action, className: "schedule-form" },
    h("input", { type: "hidden", name: "email", value: email }),
    h("fieldset", null, children),
  );
}

function AccountItem({ account }: { account: AccountRow }): ReactElement {
  const id = account.email.replace(/[^a-z0-9]/g, "-");
  return h(
    "li",
    { id: `account-${id}` },
    h("h2", null, account.name),
    h(
      "p",
      { className: "history-who" },
      `${account.email} · ${roleWords[account.role].split(":")[0]} · ${
        account.lastSignInAt === null ? "never signed in" : `last signed in on ${editorsTime(account.lastSignInAt)}`
      }`,
    ),
    account.own
      ? h("p", { className: "history-current" }, "Your own account: another admin changes its role or removes it.")
      : [
          h(
            AccountForm,
            { key: "role", action: "/admin/accounts/role", email: account.email },
            h("legend", null, "Role"),
            h(Field, { id: `role-${id}`, label: "Role" }, h(RoleSelect, { id: `role-${id}`, value: account.role })),
            h("button", { type: "submit" }, "Change the role"),
          ),
          h(
            AccountForm,
            { key: "password", action: "/admin/accounts/password", email: account.email },
            h("legend", null, "New password (ends the account's sessions)"),
            h(
              Field,
              { id: `password-${id}`, label: "Password, at least 12 characters" },
              h("input", {
                id: `password-${id}`,
                type: "password",
                name: "password",
                autoComplete: "new-password",
                minLength: 12,
                required: true,
              }),
            ),
            h("button", { type: "submit" }, "Set the password"),
          ),
          h(
            AccountForm,
            { key: "remove", action: "/admin/accounts/remove", email: account.email },
            h("legend", null, "Remove the account"),
            h(
              "label",
              { className: "confirm" },
              h("input", { type: "checkbox", name: "confirm", value: "yes", required: true }),
              ` Yes, remove ${account.name}'s account; their drafts stay`,
            ),
            h("button", { type: "submit" }, "Remove"),
          ),
        ],
  );
}

function AddForm(): ReactElement {
  return h(
    "li",
    { id: "add-account" },
    h("h2", null, "Add an account"),
    h(
      "form",
      { method: "post", action: "/admin/accounts/add", className: "schedule-form" },
      h(
        "fieldset",
        null,
        h("legend", null, "The new account; give its password to its owner yourself"),
        h(
          Field,
          { id: "new-name", label: "Name" },
          h("input", { id: "new-name", name: "name", required: true, maxLength: 100 }),
        ),
        h(
          Field,
          { id: "new-email", label: "E-mail address" },
          h("input", { id: "new-email", type: "email", name: "email", required: true, autoComplete: "off" }),
        ),
        h(Field, { id: "new-role", label: "Role" }, h(RoleSelect, { id: "new-role" })),
        h(
          Field,
          { id: "new-password", label: "Password, at least 12 characters" },
          h("input", {
            id: "new-password",
            type: "password",
            name: "password",
            autoComplete: "new-password",
            minLength: 12,
            required: true,
          }),
        ),
        h("button", { type: "submit" }, "Add the account"),
      ),
    ),
  );
}

export function AccountsPage({ view }: { view: AccountsView }): ReactElement {
  return h(
    Frame,
    {
      title: "Accounts",
      lede: "Who may sign in, and what each may do. A new role holds from the account's next request.",
      notice: view.notice,
    },
    view.mayManage ? h(AddForm, null) : null,
    view.accounts.map((account) => h(AccountItem, { key: account.email, account })),
  );
}
