/**
 * The proof of work the forms ask for: a scripted client that posts valid fields without one is
 * refused with 403 and a message that says what to do; missing, malformed, tampered, unsolved,
 * expired, replayed and too quick proofs are refused, each logged with its reason and nothing a
 * visitor sent. Plain posts from a browser running no script pass a stricter hourly limit and
 * their e-mail says they are unverified. A proof spent on one instance is refused by another
 * sharing the PostgreSQL outbox.
 */

import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { challengeEndpoint, proofField } from "../../core/protocols/proof-protocol.ts";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { atTime, stoppedClockForSuite } from "../support/clock.ts";
import { contactValues, formData, post, solvedProof } from "../support/forms.ts";
import { sharedPostgres } from "../support/postgres.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

const contactPath = "/contact_api/contact.php";
const careerPath = "/contact_api/career.php";

interface ProofPayload {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
}
const decode = (proof: string) => JSON.parse(Buffer.from(proof, "base64").toString("utf8")) as ProofPayload;
const encode = (payload: ProofPayload) => Buffer.from(JSON.stringify(payload)).toString("base64");

/** Posts the contact form with `proof` in the proof field (none when undefined), as the page's script does. */
async function postWith(
  app: InProcessServer,
  proof: string | undefined,
  name = "Proof Tester",
  accept = "application/json",
) {
  const body = formData(contactValues({ name }));
  if (proof !== undefined) body.append(proofField, proof);
  return post(`${app.url}${contactPath}`, body, { accept }, { proof: false });
}

let smtp: Smtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describe("the challenge", () => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startServer({
      inProcess: true,
      env: { SMTP_URL: smtp.url, PROOF_MAX_NUMBER: "5000", PROOF_COST: "1000" },
    });
  });
  afterAll(() => app.close());

  test("is issued by this server, signed, expiring, never cached, with the least fill time", async () => {
    const response = await fetch(`${app.url}${challengeEndpoint}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const challenge = (await response.json()) as {
      parameters: { algorithm: string; cost: number; expiresAt: number; keyPrefix: string; keySignature: string };
      signature: string;
      minFillMs: number;
    };
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.parameters.cost).toBe(1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(1100);
    expect(ttl).toBeLessThanOrEqual(1200);
    expect(challenge.minFillMs).toBe(0);
    // Every challenge is new.
    const again = (await (await fetch(`${app.url}${challengeEndpoint}`)).json()) as { signature: string };
    expect(again.signature).not.toBe(challenge.signature);
  });
});

describe("a submission's proof", () => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url } });
  });
  afterAll(() => app.close());

  test("a scripted client posting valid fields without a proof is refused with 403, and nothing is sent", async () => {
    const before = smtp.received.length;
    for (const accept of ["application/json", "*/*"]) {
      const answer = await postWith(app, undefined, "Scripted Client", accept);
      expect(answer.status, accept).toBe(403);
      expect(answer.json.error).toBe(
        "The form was sent without its anti-spam check. Reload the page and send the form again from this website with JavaScript enabled",
      );
    }
    const career = await post(
      `${app.url}${careerPath}`,
      formData({ name: "No Proof" }),
      { accept: "application/json" },
      { proof: false },
    );
    expect(career.status).toBe(403);
    await delay(300);
    expect(smtp.received.length).toBe(before);
  });

  test("a valid proof is accepted once; replayed, it is refused", async () => {
    const proof = await solvedProof(app.url);
    const first = await postWith(app, proof, "Replay Original");
    expect(first.status).toBe(200);
    const again = await postWith(app, proof, "Replay Copy");
    expect(again.status).toBe(403);
    expect(again.json.error).toMatch(/^This form was already sent once with the same anti-spam check/);
    const received = await smtp.waitFor(1);
    expect(received.some((item) => item.mail.subject === "Mail from Replay Copy")).toBe(false);
  });

  test("a tampered proof is refused: its expiry, its signature or its key signature altered", async () => {
    const proof = decode(await solvedProof(app.url));
    const later = structuredClone(proof);
    later.challenge.parameters.expiresAt = Number(later.challenge.parameters.expiresAt) + 3600;
    const resigned = structuredClone(proof);
    resigned.challenge.signature = `${resigned.challenge.signature.slice(0, -1)}${resigned.challenge.signature.endsWith("0") ? "1" : "0"}`;
    const easier = structuredClone(proof);
    easier.challenge.parameters.keyPrefix = "00";
    for (const payload of [later, resigned, easier]) {
      const answer = await postWith(app, encode(payload));
      expect(answer.status).toBe(403);
      expect(answer.json.error).toBe("The form's anti-spam check was altered. Reload the page and send the form again");
    }
  });

  test("an unsolved proof (a made-up answer) and a malformed one are refused", async () => {
    const proof = decode(await solvedProof(app.url));
    proof.solution = { counter: proof.solution.counter + 1, derivedKey: "ab".repeat(32) };
    const unsolved = await postWith(app, encode(proof));
    expect(unsolved.status).toBe(403);
    expect(unsolved.json.error).toBe(
      "The form's anti-spam check was not solved. Reload the page and send the form again",
    );
    for (const garbage of ["not base64 at all!", Buffer.from("{}").toString("base64"), "x".repeat(5000)]) {
      const answer = await postWith(app, garbage);
      expect(answer.status).toBe(403);
      expect(answer.json.error).toBe(
        "The form's anti-spam check could not be read. Reload the page and send the form again",
      );
    }
  });
});

describe("an expired proof", () => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url, PROOF_TTL_SECONDS: "1" } });
  });
  afterAll(() => app.close());

  test("is refused", async () => {
    const proof = await solvedProof(app.url);
    // Once the server's clock is past the challenge's expiry (whole seconds): however long solving took.
    const expiresAt = Number(decode(proof).challenge.parameters.expiresAt);
    const answer = await atTime((expiresAt + 1) * 1000, () => postWith(app, proof));
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe(
      "The form's anti-spam check has expired. Send the form again: a new check runs by itself",
    );
  });
});

describe("the least fill time", () => {
  const minFillMs = 5000;
  // The proof check reads the clock it was given at start-up: the test moves that one.
  stoppedClockForSuite();
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url, FORM_MIN_FILL_MS: String(minFillMs) } });
  });
  afterAll(() => app.close());

  test("a form sent sooner after its challenge is refused; later, the same proof is accepted", async () => {
    const proof = await solvedProof(app.url);
    const early = await postWith(app, proof, "Too Quick");
    expect(early.status).toBe(403);
    expect(early.json.error).toBe(
      "The form was sent too quickly after it was opened. Wait a few seconds and send it again",
    );
    // Once the least fill time has passed since the challenge was issued (the server's clock):
    const issuedAt = Number((decode(proof).challenge.parameters.data as { issuedAt?: number }).issuedAt);
    vi.setSystemTime(issuedAt + minFillMs + 1);
    // the early refusal did not spend the proof.
    expect((await postWith(app, proof, "Patient Visitor")).status).toBe(200);
  });
});

describe("a plain post from a browser without scripts", () => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url, UNVERIFIED_PER_HOUR: "2" } });
  });
  afterAll(() => app.close());

  const plainPost = (name: string) =>
    fetch(`${app.url}${contactPath}`, {
      method: "POST",
      body: new URLSearchParams({ ...contactValues({ name }) }),
      redirect: "manual",
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });

  test("is accepted UNVERIFIED_PER_HOUR times per address, marked unverified; then refused with a page", async () => {
    const before = smtp.received.length;
    expect((await plainPost("Scriptless One")).status).toBe(303);
    expect((await plainPost("Scriptless Two")).status).toBe(303);
    const third = await plainPost("Scriptless Three");
    expect(third.status).toBe(429);
    expect(third.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await third.text()).toContain("Turn JavaScript on to send this form now, or try again in an hour");
    // With a proof, the same address is not held back.
    expect((await postWith(app, await solvedProof(app.url), "Scripted Visitor")).status).toBe(200);
    const received = await smtp.waitFor(before + 3);
    const subjects = received.slice(before).map((item) => item.mail.subject);
    expect(subjects.sort()).toEqual([
      "Mail from Scripted Visitor",
      "[Unverified] Mail from Scriptless One",
      "[Unverified] Mail from Scriptless Two",
    ]);
  });
});

describe("refusals in the log", () => {
  const cleanup = cleanupAfterEach();
  test("each refusal is logged with its reason and nothing the visitor sent", async () => {
    const server = await startServer({ env: { SMTP_URL: smtp.url, LOG_LEVEL: "info" } });
    cleanup(async () => void (await server.stop()));
    const visitor = contactValues({ name: "Quillon Marchbanks", email: "quillon.marchbanks@privacy-probe.example" });
    const body = formData(visitor);
    body.append(proofField, "garbage");
    expect((await post(`${server.url}${contactPath}`, body, {}, { proof: false })).status).toBe(403);
    expect((await post(`${server.url}${contactPath}`, formData(visitor), {}, { proof: false })).status).toBe(403);
    await server.waitForOutput('"reason":"missing"');
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.includes("without a valid proof"));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"reason":"malformed"');
    expect(lines[0]).toContain('"form":"contact"');
    for (const value of Object.values(visitor)) expect(server.output()).not.toContain(value);
  });
});

describe("two instances sharing a PostgreSQL outbox", () => {
  const postgres = sharedPostgres;
  const cleanup = cleanupAfterEach();

  test("a proof spent on one is refused by the other, also when both get it at once", async () => {
    const env = {
      DATABASE_URL: await postgres().createDatabase(),
      SMTP_URL: smtp.url,
      PROOF_HMAC_KEY: "shared-key-of-both-instances-0123456789",
    };
    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    if (!a || !b) throw new Error("the instances did not start");
    cleanup(async () => {
      await a.stop();
      await b.stop();
    });
    const send = (url: string, proof: string, name: string) => {
      const body = formData(contactValues({ name }));
      body.append(proofField, proof);
      return post(`${url}${contactPath}`, body, {}, { proof: false });
    };
    const proof = await solvedProof(a.url);
    expect((await send(a.url, proof, "Instance A")).status).toBe(200);
    const replay = await send(b.url, proof, "Instance B");
    expect(replay.status).toBe(403);
    expect(replay.json.error).toMatch(/^This form was already sent once/);

    // The same new proof to both at the same moment: exactly one accepts it.
    const racing = await solvedProof(b.url);
    const answers = await Promise.all([send(a.url, racing, "Race A"), send(b.url, racing, "Race B")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const rows = await postgres().sql<{ n: number }>(
      env.DATABASE_URL,
      "SELECT COUNT(*)::integer AS n FROM spent_proofs",
    );
    expect(rows[0]?.n).toBe(2);
  }, 60_000);
});
