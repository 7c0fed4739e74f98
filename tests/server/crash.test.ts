/**
 * Nothing lost: the real server (`node server/main.ts`) is killed with SIGKILL after it
 * accepted submissions and while their delivery is still in flight, then started again on the
 * same data directory. Every submission must arrive exactly once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, test } from "vitest";
import {
  careerForm,
  contactValues,
  formData,
  freePort,
  post,
  type Smtp,
  sleep,
  startSmtp,
  testEnv,
} from "./helpers.ts";

const children: ChildProcess[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const close of closers.splice(0)) await close();
});

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 10_000; waited += 100) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error("the server did not start");
}

/** An SMTP relay that takes the message data and never answers (a delivery stuck in flight). */
async function stallingSmtp(): Promise<{ url: string; started: () => number; close: () => Promise<void> }> {
  let started = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    closeTimeout: 200,
    onData(stream) {
      started++;
      stream.resume();
    },
  });
  // The killed server's connections are reset: expected here.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    started: () => started,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("SIGKILL after accepting and before delivering, then restart: every submission arrives once", async () => {
  const env = testEnv({ OUTBOX_RETRY_BASE_MS: "200" });
  const stalling = await stallingSmtp();
  closers.push(stalling.close);
  const first = await startServer({ ...env, SMTP_URL: stalling.url });

  const names = ["Kavya Alpha", "Liam Beta", "Mei Gamma", "Noor Delta", "Omar Epsilon", "Pia Zeta"];
  const answers = await Promise.all(
    names.map((name) => post(`${first.url}/contact_api/contact.php`, formData(contactValues({ name })))),
  );
  answers.push(await post(`${first.url}/contact_api/career.php`, careerForm({ name: "Quinn Eta" })));
  expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(200));

  // Deliveries are under way (the relay has the data) but none has completed.
  for (let waited = 0; stalling.started() === 0 && waited < 5000; waited += 50) await sleep(50);
  expect(stalling.started()).toBeGreaterThan(0);
  first.child.kill("SIGKILL");
  await new Promise((resolve) => first.child.once("exit", resolve));

  const smtp: Smtp = await startSmtp();
  closers.unshift(smtp.close);
  const second = await startServer({ ...env, SMTP_URL: smtp.url });
  await smtp.waitFor(7, 15_000);
  await sleep(1500);
  const subjects = smtp.received.map((item) => item.mail.subject).sort();
  expect(subjects).toEqual(
    [...names.map((name) => `Mail from ${name}`), "Job application from Quinn Eta: PHP / Python Developer"].sort(),
  );
  const resume = smtp.received.find((item) => item.mail.subject?.startsWith("Job application"))?.mail.attachments[0];
  expect(resume?.content.subarray(0, 5).toString()).toBe("%PDF-");
  second.child.kill("SIGTERM");
  const code = await new Promise((resolve) => second.child.once("exit", resolve));
  expect(code).toBe(0);
});
