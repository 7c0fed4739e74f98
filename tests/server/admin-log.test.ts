/**
 * The server's log never carries a password or a session token: checked at the most verbose
 * level through a wrong password, a right one, a session in use and a sign-out, on the real
 * server process.
 */
import { expect, test } from "vitest";
import { startServer } from "../../scripts/lib/server.ts";
import { serverEnv } from "../../scripts/lib/server-env.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { loadConfig } from "../../server/config.ts";
import { createAccount, editor, editRepo } from "../support/admin.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";

cleanupAfterEach();

/** Every way a value could show up in a log line. */
function traces(value: string): string[] {
  return [value, encodeURIComponent(value), new URLSearchParams({ value }).toString().slice(6), JSON.stringify(value)];
}

test("no password and no session token in the log", async () => {
  const env = { EDIT_REPO: editRepo(), DATA_DIR: tempDir("data"), LOG_LEVEL: "trace" };
  await createAccount(loadConfig(serverEnv(env)));
  const server = await startServer({ env });
  const post = (path: string, body: string, cookie = "") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, cookie },
      body,
    });
  const wrongPassword = "Wrong horse? 9 batteries & staples";
  const form = (password: string) => new URLSearchParams({ email: editor.email, password }).toString();

  expect((await post("/admin/sign-in", form(wrongPassword))).status).toBe(401);
  const signedIn = await post("/admin/sign-in", form(editor.password));
  expect(signedIn.status).toBe(303);
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const token = cookie.split("=")[1] ?? "";
  expect(token).toHaveLength(43);
  expect((await fetch(`${server.url}/admin/`, { headers: { cookie } })).status).toBe(200);
  expect((await fetch(`${server.url}/admin/api/session`, { headers: { cookie } })).status).toBe(200);
  expect((await post("/admin/sign-out", "", cookie)).status).toBe(303);

  await server.waitForOutput('"msg":"admin: editor signed in"');
  await server.waitForOutput('"msg":"admin: sign-in refused"');
  await server.waitForOutput('"url":"/admin/sign-out"');
  const log = server.output();
  for (const secret of [editor.password, wrongPassword, token]) {
    for (const trace of traces(secret)) expect(log).not.toContain(trace);
  }
});
