/**
 * Through Debian's nginx with deploy/nginx.conf, in front of the server (TRUST_PROXY=127.0.0.1,
 * nginx's address) and its collector: a client that sends a new `X-Forwarded-For` with every
 * request is still one client to every limit that counts by address (the sign-in's per-address
 * lock, the forms' rate limit, the posts without a proof, the visit reports' flood limit and the
 * daily visitor hash), while a client from another address (127.0.0.2) is counted apart. A request
 * for a host name that is not the site's is refused by nginx and by the server itself. The
 * site is a small build of its own, with the files nginx includes written by
 * scripts/nginx-config.ts as `npm run build` writes them.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insightsEndpoint } from "../../core/protocols/insights-protocol.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { type Nginx, startNginx } from "../../scripts/lib/nginx.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { addressPolicy } from "../../server/admin/lockout.ts";
import { createAccount, editor, editRepo, testClock } from "../support/admin.ts";
import { contactValues } from "../support/forms.ts";

/** A build root with a home page and the not-found page, and what nginx includes from it. */
function smallBuild(): string {
  const root = tempDir("nginx-build");
  const pages: [string, string][] = [
    ["", "Home"],
    ["404", "Page not found"],
  ];
  for (const [page, title] of pages) {
    mkdirSync(join(root, "client", page), { recursive: true });
    writeFileSync(join(root, "client", page, "index.html"), `<!doctype html><title>${title}</title><h1>${title}</h1>`);
  }
  writeFileSync(join(root, "client", "robots.txt"), "User-agent: *\n");
  execFileSync(process.execPath, ["scripts/nginx-config.ts"], {
    env: { ...process.env, BUILD_ROOT: root },
    stdio: "pipe",
  });
  return root;
}

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Another client: the loopback network is all this machine's, so a connection can come from 127.0.0.2. */
const otherClient = "127.0.0.2";

let app: FastifyInstance;
let nodeUrl: string;
let nginx: Nginx;
const clock = testClock();

beforeAll(async () => {
  const insightsPort = await freePort();
  const buildRoot = smallBuild();
  const server = await startServer({
    inProcess: true,
    buildDir: join(buildRoot, "client"),
    env: {
      EDIT_REPO: editRepo(),
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_PER_MINUTE: "4",
      UNVERIFIED_PER_HOUR: "2",
      INSIGHTS_REPORTS_PER_MINUTE: "3",
      INSIGHTS_PORT: String(insightsPort),
    },
    app: { adminClock: () => clock.now },
  });
  ({ app, url: nodeUrl } = server);
  await createAccount(server.config);
  nginx = await startNginx({
    siteRoot: join(buildRoot, "client"),
    nginxDir: join(buildRoot, "nginx"),
    upstream: new URL(nodeUrl).host,
    insightsUpstream: `127.0.0.1:${insightsPort}`,
  });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await app?.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own from `from` (default 127.0.0.1). */
function send(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const outgoing = httpRequest(url, { method, headers, localAddress: from, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on("error", fail);
    });
    outgoing.on("error", fail);
    outgoing.end(body);
  });
}

/** A new, made-up client address for each request: what a client that chooses its own would send. */
let spoofed = 0;
const spoof = () => {
  spoofed++;
  return { "x-forwarded-for": `198.51.${spoofed >> 8}.${spoofed & 255}` };
};

const sameSite = () => ({ origin: nginx.url, "sec-fetch-site": "same-origin" });

function signIn(email: string, from?: string): Promise<Answer> {
  return send(`${nginx.url}/admin/sign-in`, {
    method: "POST",
    from,
    headers: { ...sameSite(), ...spoof(), "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams({ email, password: "not-the-password-at-all" }).toString(),
  });
}

describe("a client that writes a new X-Forwarded-For into every request", () => {
  test("sign-in: the client address still locks after 30 failures, for an hour; another address is unaffected", async () => {
    const statuses: number[] = [];
    for (let count = 0; count < addressPolicy.lockAt; count++) {
      // A different account each time, so that only the address's count can stop it.
      statuses.push((await signIn(`guess-${count}@example.org`)).status);
      // Past any wait before the lock (at most a minute), well within the hour failures are remembered.
      clock.advance(addressPolicy.maxDelayMs + 1000);
    }
    expect(statuses).toEqual(Array(addressPolicy.lockAt).fill(401));
    const locked = await signIn("guess-next@example.org");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(50 * 60);
    expect(locked.body).toContain("Too many failed sign-ins");
    // The right password from the locked address is not even checked.
    const right = await send(`${nginx.url}/admin/sign-in`, {
      method: "POST",
      headers: { ...sameSite(), ...spoof(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: editor.email, password: editor.password }).toString(),
    });
    expect(right.status).toBe(429);
    expect((await signIn("guess-elsewhere@example.org", otherClient)).status).toBe(401);
  });

  test("the forms' rate limit: RATE_LIMIT_PER_MINUTE posts, then 429; another address is unaffected", async () => {
    const post = (from?: string) =>
      send(`${nginx.url}/contact_api/career.php`, {
        method: "POST",
        from,
        headers: { ...sameSite(), ...spoof(), "content-type": "application/x-www-form-urlencoded" },
        body: "name=Nobody",
      });
    const statuses: number[] = [];
    for (let count = 0; count < 5; count++) statuses.push((await post()).status);
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses[4]).toBe(429);
    expect((await post(otherClient)).status).not.toBe(429);
  });

  test("posts without a proof: UNVERIFIED_PER_HOUR accepted, then 429; another address is unaffected", async () => {
    const plainPost = (from?: string) =>
      send(`${nginx.url}/contact_api/contact.php`, {
        method: "POST",
        from,
        headers: {
          ...sameSite(),
          ...spoof(),
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
        },
        body: new URLSearchParams(contactValues()).toString(),
      });
    const answers = [await plainPost(), await plainPost(), await plainPost()];
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 429]);
    expect(answers[0]?.headers.location).toBe("/company/contactus/sent");
    expect(answers[2]?.body).toContain("without JavaScript");
    expect((await plainPost(otherClient)).status).toBe(303);
  });

  test("visit reports at the collector: INSIGHTS_REPORTS_PER_MINUTE, then 429; one visitor per address and browser", async () => {
    const report = (from?: string) =>
      send(`${nginx.url}${insightsEndpoint}`, {
        method: "POST",
        from,
        headers: { ...sameSite(), ...spoof(), "content-type": "text/plain;charset=UTF-8", "user-agent": browser },
        body: JSON.stringify({ events: [{ type: "view", path: "/", device: "phone" }] }),
      });
    const statuses = [];
    for (let count = 0; count < 4; count++) statuses.push((await report()).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await report(otherClient)).status).toBe(204);
    await app.insights.settle();
    const days = await app.insights.store.daily("2000-01-01", "2100-01-01");
    // Four views kept; the three with made-up addresses are one visitor, the other address another.
    expect(days.map(({ views, visitors }) => ({ views, visitors }))).toEqual([{ views: 4, visitors: 2 }]);
  });
});

describe("a request for a host name that is not the site's", () => {
  test("nginx answers 421 from its default server, for the admin area and everything else", async () => {
    for (const path of ["/admin/", "/admin/sign-in", "/", "/contact_api/contact.php"]) {
      const answer = await send(`${nginx.url}${path}`, { headers: { host: "rebound.attacker.example" } });
      expect(answer.status, path).toBe(421);
      expect(answer.body).toBe("This server does not answer for this host name.\n");
    }
    expect((await send(`${nginx.url}/admin/`)).status).toBe(200);
  });

  test("the server refuses it too, when reached another way", async () => {
    const answer = await send(`${nodeUrl}/admin/`, { headers: { host: "rebound.attacker.example" } });
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({
      error:
        "The admin area answers only at this site's own address; this request named another host, so it was refused",
    });
  });
});
