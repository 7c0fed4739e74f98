/**
 * Accounts managed from the admin area, for admins only (below /admin, in the scope the sign-in
 * guards: same-origin requests with an open session):
 * - GET /accounts: every account (views/accounts.ts);
 * - POST /accounts/add (name, email, role, password), /accounts/role (email, role),
 *   /accounts/password (email, password), /accounts/remove (email, confirm).
 * The same checks as `npm run editors` (accounts.ts). An admin does not change their own role or
 * remove their own account, so an admin always remains. A password is hashed only when a hash
 * can start at once (passwords.ts), so a flood of forms cannot queue work without end.
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createElement as h } from "react";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import { renderDocument } from "../html.ts";
import {
  AccountError,
  addAccount,
  changePassword,
  changeRole,
  checkedRole,
  normalizeEmail,
  removeAccount,
} from "./accounts.ts";
import { Refusal } from "./content/refusal.ts";
import type { Editor, EditorOf } from "./contracts.ts";
import { PasswordChecksBusy, passwordChecksFull } from "./passwords.ts";
import { sendScriptlessPage } from "./replies.ts";
import { listEditors } from "./store/editors.ts";
import { AccountsPage, type AccountsView } from "./views/accounts.ts";
import type { Notice } from "./views/history.ts";

const formLimit = 4096;
const email = z.string().min(1).max(320);
const forms = {
  add: z.strictObject({ name: z.string().max(200), email, role: z.string().max(20), password: z.string().max(1024) }),
  role: z.strictObject({ email, role: z.string().max(20) }),
  password: z.strictObject({ email, password: z.string().max(1024) }),
  remove: z.strictObject({ email, confirm: z.literal("yes") }),
};
const done = {
  added: "Added. Give the password to its owner; they sign in at /admin/.",
  role: "The role is changed. It holds from the account's next request.",
  password: "The password is set, and every session of the account has ended.",
  removed: "Removed. Every session of the account has ended; its drafts stay.",
} as const;
const doneQuery = z.object({ done: z.enum(Object.keys(done) as [keyof typeof done]).optional() });

async function page(db: Database, admin: Editor, notice?: Notice): Promise<string> {
  const accounts = (await listEditors(db)).map((account) => ({
    email: account.email,
    name: account.name,
    role: account.role,
    lastSignInAt: account.lastSignInAt,
    own: account.id === admin.id,
  }));
  const view: AccountsView = { mayManage: true, accounts, notice };
  return renderDocument(h(AccountsPage, { view }));
}

function onlyAdmin(editor: Editor): void {
  if (editor.role !== "admin") throw new Refusal(403, "Only an admin manages accounts");
}

function notOwn(editor: Editor, address: string): void {
  if (normalizeEmail(address) === editor.email) {
    throw new Refusal(403, "You do not change your own role or remove your own account: ask another admin");
  }
}

function beforeHashing(): void {
  if (passwordChecksFull()) throw new PasswordChecksBusy();
}

export function registerAccounts(scope: FastifyInstance, db: Database, editorOf: EditorOf): void {
  scope.register(async (accounts) => {
    await accounts.register(formbody, { bodyLimit: formLimit });

    const answer = async (request: FastifyRequest, reply: FastifyReply, work: (editor: Editor) => Promise<string>) => {
      const editor = editorOf(request);
      try {
        onlyAdmin(editor);
        const what = await work(editor);
        request.log.info({ admin: editor.id, what }, "admin: an account was changed from the screen");
        return reply.redirect(`/admin/accounts?done=${what}`, 303);
      } catch (error) {
        const refusal =
          error instanceof Refusal
            ? error
            : error instanceof AccountError
              ? new Refusal(422, error.message)
              : error instanceof PasswordChecksBusy
                ? new Refusal(503, "Many passwords are being checked; try again in a moment")
                : undefined;
        if (!refusal) throw error;
        const notice: Notice = { kind: "refused", text: `Not done: ${refusal.message}.` };
        const html = editor.role === "admin" ? await page(db, editor, notice) : refusedPage(notice);
        return sendScriptlessPage(reply, refusal.statusCode, html);
      }
    };
    const parsed = <T>(schema: z.ZodType<T>, body: unknown, message: string): T => {
      const result = schema.safeParse(body);
      if (!result.success) throw new Refusal(400, message);
      return result.data;
    };

    accounts.get("/accounts", { config: { adminPage: true } }, async (request, reply) => {
      const editor = editorOf(request);
      if (editor.role !== "admin") {
        return sendScriptlessPage(
          reply,
          403,
          refusedPage({ kind: "refused", text: "Only an admin manages accounts." }),
        );
      }
      const query = doneQuery.safeParse(request.query);
      const what = query.success ? query.data.done : undefined;
      return sendScriptlessPage(
        reply,
        200,
        await page(db, editor, what ? { kind: "done", text: done[what] } : undefined),
      );
    });

    accounts.post("/accounts/add", { bodyLimit: formLimit }, (request, reply) =>
      answer(request, reply, async () => {
        const form = parsed(forms.add, request.body, "Give the name, the e-mail address, the role and a password");
        beforeHashing();
        await addAccount(db, { ...form, role: checkedRole(form.role) }, Date.now());
        return "added";
      }),
    );
    accounts.post("/accounts/role", { bodyLimit: formLimit }, (request, reply) =>
      answer(request, reply, async (editor) => {
        const form = parsed(forms.role, request.body, "Name the account and its role");
        notOwn(editor, form.email);
        await changeRole(db, form.email, form.role);
        return "role";
      }),
    );
    accounts.post("/accounts/password", { bodyLimit: formLimit }, (request, reply) =>
      answer(request, reply, async () => {
        const form = parsed(forms.password, request.body, "Name the account and its new password");
        beforeHashing();
        await changePassword(db, form.email, form.password);
        return "password";
      }),
    );
    accounts.post("/accounts/remove", { bodyLimit: formLimit }, (request, reply) =>
      answer(request, reply, async (editor) => {
        const form = parsed(forms.remove, request.body, "Tick the box to confirm the removal");
        notOwn(editor, form.email);
        await removeAccount(db, form.email);
        return "removed";
      }),
    );
  });
}

/** The page a non-admin gets: the frame with the refusal only. */
function refusedPage(notice: Notice): string {
  return renderDocument(h(AccountsPage, { view: { mayManage: false, accounts: [], notice } }));
}
