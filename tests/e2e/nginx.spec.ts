/**
 * The deployment with nginx in front (deploy/nginx.conf): Debian's nginx serves the build
 * (BUILD_ROOT) and proxies the forms and /healthz to a Node server of the same build, which
 * delivers to a real SMTP server, and the visit reports to its collector (INSIGHTS_PORT). Through
 * nginx: pages, the not-found page, redirects, the headers and Content-Security-Policy (compared
 * with the Node server's own answers), a page that hydrates in Chromium without a policy
 * violation, form submissions delivered and visit reports counted.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { proofField } from "../../core/protocols/proof-protocol.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { type Nginx, startNginx } from "../../scripts/lib/nginx.ts";
import { killServers, type ServerProcess, startServer } from "../../scripts/lib/server.ts";
import { mailFrom } from "../../scripts/lib/server-env.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { expect, hydrated, navigate, test } from "../support/e2e.ts";
import { solvedProof } from "../support/forms.ts";
import { randomPdf } from "../support/pdf.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

test.describe.configure({ mode: "serial" });

const buildRoot = resolve(process.env.BUILD_ROOT ?? "build");
const siteRoot = join(buildRoot, "client");
let smtp: Smtp;
let node: ServerProcess;
let nginx: Nginx;

test.beforeAll(async () => {
  smtp = await startSmtp();
  const insightsPort = await freePort();
  node = await startServer({
    env: {
      BUILD_DIR: siteRoot,
      DATA_DIR: tempDir("data-nginx"),
      SMTP_URL: smtp.url,
      // nginx's own address: only its X-Forwarded-For names the client.
      TRUST_PROXY: "127.0.0.1",
      INSIGHTS_PORT: String(insightsPort),
    },
  });
  nginx = await startNginx({
    siteRoot,
    nginxDir: join(buildRoot, "nginx"),
    upstream: new URL(node.url).host,
    insightsUpstream: `127.0.0.1:${insightsPort}`,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  killServers();
  await smtp?.close();
});

const compared = [
  "content-security-policy",
  "cache-control",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "strict-transport-security",
  "location",
];

async function get(request: APIRequestContext, url: string): Promise<APIResponse> {
  return request.get(url, { maxRedirects: 0, headers: { "accept-encoding": "br, gzip" } });
}

/** What must be the same whoever answers. */
function answer(response: APIResponse): Record<string, string | undefined> {
  const headers = response.headers();
  const status = response.status();
  return {
    status: String(status),
    ...Object.fromEntries(compared.map((name) => [name, headers[name]])),
    // A redirect's body is nginx's own small page; everything else is the same file.
    ...(status < 300 || status >= 400 ? { "content-type": headers["content-type"] } : {}),
    // nginx also sends the not-found page precompressed (the Node server sends it as it is).
    ...(status < 300 ? { "content-encoding": headers["content-encoding"] } : {}),
  };
}

test("nginx answers like the Node server: pages, files, not-found, redirects, headers and CSP", async ({ request }) => {
  const home = await (await get(request, `${nginx.url}/`)).text();
  const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
  const style = home.match(/\/assets\/[\w.-]+\.css/)?.[0];
  const data = readdirSync(siteRoot).find((name) => name.endsWith(".data"));
  expect(script && style && data).toBeTruthy();
  const paths = [
    "/",
    "/company/Aboutus",
    "/all/content",
    "/disclaimer",
    `${script}`,
    `${style}`,
    `/${data}`,
    "/favicon.svg",
    "/robots.txt",
    "/sitemap.xml",
    "/site.webmanifest",
    "/no-such-page",
    "/all/nope",
    "/content/nope/deeper",
    "/assets/missing.js",
    "/company/Aboutus/index.html",
    "/Disclaimer",
    "/ALL/Content",
    "/all/content/",
    "/all/content/?ref=mail",
    "/COMPANY/aboutus/",
    "/products",
    "/content",
    "/digital",
    "/company",
    "/company/sample",
    "/healthz",
  ];
  for (const path of paths) {
    const [direct, proxied] = await Promise.all([
      get(request, `${node.url}${path}`),
      get(request, `${nginx.url}${path}`),
    ]);
    expect(answer(proxied), path).toEqual(answer(direct));
  }
});

test("precompressed files, immutable assets, revalidated HTML, the not-found page with 404", async ({ request }) => {
  const html = await get(request, `${nginx.url}/all/digital`);
  expect(html.status()).toBe(200);
  expect(html.headers()["content-encoding"]).toBe("br");
  expect(html.headers()["cache-control"]).toBe("no-cache");
  expect(html.headers().etag).toBeTruthy();
  const script = (await html.text()).match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "";
  const gzipped = await request.get(`${nginx.url}${script}`, { headers: { "accept-encoding": "gzip" } });
  expect(gzipped.headers()["content-encoding"]).toBe("gzip");
  expect(gzipped.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(gzipped.headers().vary).toContain("Accept-Encoding");

  const missing = await get(request, `${nginx.url}/content/nope`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-encoding"]).toBe("br");
  const body = await missing.text();
  expect(body).toContain("Page not found");
  expect(body).not.toContain('type="module"');
  expect(body).not.toContain("__reactRouterContext");
  expect(nginx.errors()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
});

test("a page hydrates through nginx with its CSP and navigates client-side", async ({ page }) => {
  // Any script the page's policy refused would be a console error, which fails the test.
  await page.goto(`${nginx.url}/`);
  await hydrated(page);
  await navigate(page, "/company/Aboutus");
  await expect(page).toHaveURL(`${nginx.url}/company/Aboutus`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the metrics: answered by Node on loopback, never through nginx, whatever the request claims", async ({
  request,
}) => {
  const direct = await request.get(`${node.url}/metrics`);
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain("scriptoria_outbox_pending_submissions");
  const claims: Record<string, string>[] = [
    {},
    { "x-forwarded-for": "127.0.0.1" },
    { authorization: "Bearer guess-guess-guess-guess" },
  ];
  for (const headers of claims) {
    const proxied = await request.get(`${nginx.url}/metrics`, { headers });
    expect(proxied.status()).toBe(404);
    expect(await proxied.text()).not.toContain("scriptoria_outbox");
  }
  // Were nginx to pass it on, Node would still refuse: the request names a forwarded client.
  const forwarded = await request.get(`${node.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
  expect(forwarded.status()).toBe(403);
});

test("a page's visit report goes through nginx to the collector, and the server's metrics count it", async ({
  request,
}) => {
  const metric = async (series: string) => {
    const text = await (await request.get(`${node.url}/metrics`)).text();
    return text.split("\n").find((line) => line.startsWith(series));
  };
  const response = await request.post(`${nginx.url}/insights/event`, {
    data: JSON.stringify({ events: [{ type: "view", path: "/company/aboutus", device: "phone" }] }),
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      origin: nginx.url,
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    },
  });
  expect(response.status()).toBe(204);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  // The collector sends its counts to the server once a second.
  await expect
    .poll(() => metric('scriptoria_insights_events_accepted_total{type="view"}'))
    .toBe('scriptoria_insights_events_accepted_total{type="view"} 1');
  // The server itself never answered a report: its request timings have none.
  expect(await metric('scriptoria_http_request_duration_seconds_count{method="POST",route="/insights/event"')).toBe(
    undefined,
  );
});

test("form submissions through nginx are delivered, the resume byte for byte", async ({ request }) => {
  const health = await request.get(`${nginx.url}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", store: "ok" });

  const origin = { origin: nginx.url };
  const contact = await request.post(`${nginx.url}/contact_api/contact.php`, {
    headers: origin,
    multipart: {
      name: "Nadia Proxy",
      email: "nadia.proxy@example.org",
      phonenumber: "9840012345",
      comments: "We need XML conversion for 300 backlist titles.",
      // The proof of work, from a challenge issued through nginx as the page's script gets it.
      [proofField]: await solvedProof(nginx.url),
    },
  });
  expect(contact.status(), await contact.text()).toBe(200);
  const resume = randomPdf(900 * 1024);
  const career = await request.post(`${nginx.url}/contact_api/career.php`, {
    headers: origin,
    multipart: {
      name: "Omar Proxy",
      email: "omar.proxy@example.org",
      phone: "9876543210",
      experience: "2 - 3 years",
      position: "PHP / Python Developer",
      notice: "1 month",
      resume: { name: "omar-proxy.pdf", mimeType: "application/pdf", buffer: resume },
      [proofField]: await solvedProof(nginx.url),
    },
  });
  expect(career.status(), await career.text()).toBe(200);
  const reference = ((await career.json()) as { data: { reference: string } }).data.reference;
  // Node sees the visitor's origin through nginx: a post from elsewhere is still refused.
  const crossSite = await request.post(`${nginx.url}/contact_api/contact.php`, {
    headers: { origin: "https://elsewhere.example" },
    multipart: { name: "Nobody" },
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ error: "Forms can only be sent from this website" });

  const received = await smtp.waitFor(2);
  expect(received.map((item) => item.mail.subject).sort()).toEqual([
    "Job application from Omar Proxy: PHP / Python Developer",
    "Mail from Nadia Proxy",
  ]);
  const application = received.find((item) => item.mail.subject?.startsWith("Job application"))?.mail;
  expect(application?.messageId).toBe(`<${reference}@${mailFrom.match(/@([^>]+)>/)?.[1]}>`);
  const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
  expect(sha256(application?.attachments[0]?.content ?? Buffer.alloc(0))).toBe(sha256(resume));
});
