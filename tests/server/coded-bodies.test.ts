/**
 * A request body labelled with a content coding is refused with 415 before anything reads it:
 * the forms, and the editing API even for a signed-in editor. Nothing is inflated (a compressed
 * body is how a small request becomes a bomb), and nothing labelled compressed is read as plain.
 * The report endpoint's own case is in insights-endpoint.test.ts.
 */
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contactEndpoint } from "../../core/protocols/contact-schema.ts";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { serverEnv } from "../../scripts/lib/server-env.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { editingApiPath } from "../../server/admin/screen-config.ts";
import { codedBodyMessage } from "../../server/coded-bodies.ts";
import { loadConfig } from "../../server/config.ts";
import { createAccount, editor, editRepo } from "../support/admin.ts";
import { contactValues } from "../support/forms.ts";

let server: InProcessServer;
let cookie = "";

beforeAll(async () => {
  const env = { EDIT_REPO: editRepo(), DATA_DIR: tempDir("data") };
  await createAccount(loadConfig(serverEnv(env)));
  server = await startServer({ inProcess: true, env });
  const signedIn = await post(
    "/admin/sign-in",
    new URLSearchParams({ email: editor.email, password: editor.password }),
  );
  expect(signedIn.status).toBe(303);
  cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
});
afterAll(() => server?.close());

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "sec-fetch-site": "same-origin", cookie, ...headers },
    body,
  });
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(415);
  expect(response.headers.get("accept-encoding")).toBe("identity");
  expect(await response.json()).toEqual({ error: codedBodyMessage });
}

const listNews = JSON.stringify({
  action: "entriesByFolder",
  params: { branch: "main", folder: "content/news", extension: "md", depth: 1 },
});

describe("the editing API, signed in", () => {
  test("a compressed request, or a plain one labelled compressed, is refused; the same plain request is answered", async () => {
    const json = { "content-type": "application/json" };
    await expectRefused(await post(editingApiPath, gzipSync(listNews), { ...json, "content-encoding": "gzip" }));
    await expectRefused(await post(editingApiPath, listNews, { ...json, "content-encoding": "deflate" }));
    // A gzip bomb: 50 MB of JSON in some 50 KB, refused without being inflated.
    const bomb = gzipSync(`{"action":"entriesByFolder","params":{"folder":"${"a".repeat(50_000_000)}"}}`);
    expect(bomb.length).toBeLessThan(100_000);
    await expectRefused(await post(editingApiPath, bomb, { ...json, "content-encoding": "gzip" }));
    const plain = await post(editingApiPath, listNews, { ...json, "content-encoding": "identity" });
    expect(plain.status).toBe(200);
  });
});

describe("the contact form", () => {
  test("a compressed submission is refused with a message, before it is read", async () => {
    const form = new URLSearchParams(Object.entries(contactValues())).toString();
    const urlencoded = { "content-type": "application/x-www-form-urlencoded" };
    await expectRefused(await post(contactEndpoint, gzipSync(form), { ...urlencoded, "content-encoding": "gzip" }));
    await expectRefused(await post(contactEndpoint, form, { ...urlencoded, "content-encoding": "br" }));
    // Counted with the form's other refusals.
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain('scriptoria_form_submissions_refused_total{form="contact",reason="coded"} 2');
  });
});
