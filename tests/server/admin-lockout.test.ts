/**
 * Failed sign-ins slow down and then lock, per account and per client address (the figures of
 * docs/operations.md, Lockout): twenty wrong passwords in a row lock the account, the right
 * password is refused while it is locked with the same answer as for an address without an
 * account, attempts in parallel do not slip past the count, and a right password starts the
 * account afresh.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { accountPolicy, addressKey, addressPolicy, nextAttemptAt } from "../../server/admin/lockout.ts";
import { type AdminApp, createAccount, editor, sameOrigin, startAdmin } from "../support/admin.ts";

const second = 1000;
const minute = 60 * second;

describe("the policy", () => {
  const at = 1_000_000;
  /** How long after the last of `count` failures the next attempt has to wait. */
  const wait = (count: number, policy = accountPolicy) =>
    Math.max(0, nextAttemptAt({ count, lastAt: at }, policy, at) - at);

  test("an account: 5 free failures, then 1, 2, 4, 8, 16 s, and 15 minutes from the 10th", () => {
    expect([0, 1, 2, 3, 4].map((count) => nextAttemptAt({ count, lastAt: at }, accountPolicy, at))).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect([5, 6, 7, 8, 9].map((count) => wait(count))).toEqual([1, 2, 4, 8, 16].map((s) => s * second));
    expect([10, 11, 20, 100].map((count) => wait(count))).toEqual(Array(4).fill(15 * minute));
    // Forgotten a day after the last failure.
    expect(nextAttemptAt({ count: 10, lastAt: at }, accountPolicy, at + 24 * 60 * minute)).toBe(0);
  });

  test("a client address: 20 free failures, then 1 s doubling up to a minute, and an hour from the 30th", () => {
    expect(wait(19, addressPolicy)).toBe(0);
    expect([20, 21, 25, 26, 29].map((count) => wait(count, addressPolicy))).toEqual(
      [1, 2, 32, 60, 60].map((s) => s * second),
    );
    expect(wait(30, addressPolicy)).toBe(60 * minute);
  });

  test("an IPv6 address counts by its /64; IPv4 and IPv4-mapped addresses by themselves", () => {
    expect(addressKey("203.0.113.9")).toBe("address:203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("address:203.0.113.9");
    expect(addressKey("2001:db8:0:42::1")).toBe("address:2001:db8:0:42::/64");
    expect(addressKey("2001:0db8:0000:0042:ffff:1:2:3")).toBe("address:2001:db8:0:42::/64");
    expect(addressKey("2001:db8::7")).toBe("address:2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("address:0:0:0:0::/64");
  });
});

describe("signing in", () => {
  let admin: AdminApp;
  beforeEach(async () => {
    admin = await startAdmin();
    await createAccount(admin.config);
  });
  afterEach(() => admin.close());

  function attempt(email: string, password: string, remoteAddress = "198.51.100.7"): Promise<LightMyRequestResponse> {
    return admin.app.inject({
      method: "POST",
      url: "/admin/sign-in",
      remoteAddress,
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email, password }).toString(),
    });
  }

  /** Twenty wrong passwords for `email`, waiting 20 s between them (longer than any delay before the lock). */
  async function twentyWrong(email: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let count = 0; count < 20; count++) {
      statuses.push((await attempt(email, `wrong-password-number-${count}`)).statusCode);
      admin.clock.advance(20 * second);
    }
    return statuses;
  }

  const lockedText = /Too many failed sign-ins\. Please try again in \d+ minutes\./;

  test("twenty wrong passwords in a row lock the account: ten are checked, the rest refused", async () => {
    const statuses = await twentyWrong(editor.email);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    const right = await attempt(editor.email, editor.password);
    expect(right.statusCode).toBe(429);
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect(right.body).toMatch(lockedText);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(10 * 60);
    expect(Number(right.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    // The lock ends 15 minutes after the last checked failure; then the right password works.
    admin.clock.advance(15 * minute);
    expect((await attempt(editor.email, editor.password)).statusCode).toBe(303);
  });

  test("a locked account and a locked address without an account get the same answer", async () => {
    const unknown = "no.such.editor@scriptoria.example";
    // Side by side, from two places (so that only the accounts' counts matter).
    for (let count = 0; count < 20; count++) {
      const mine = await attempt(editor.email, `wrong-${count}`, "192.0.2.1");
      const theirs = await attempt(unknown, `wrong-${count}`, "192.0.2.2");
      expect(theirs.statusCode).toBe(mine.statusCode);
      admin.clock.advance(20 * second);
    }
    const mine = await attempt(editor.email, editor.password, "192.0.2.3");
    const theirs = await attempt(unknown, editor.password, "192.0.2.4");
    expect(mine.statusCode).toBe(429);
    expect(theirs.statusCode).toBe(429);
    expect(theirs.headers["retry-after"]).toBe(mine.headers["retry-after"]);
    expect(theirs.body.replaceAll(unknown, "ADDRESS")).toBe(mine.body.replaceAll(editor.email, "ADDRESS"));
  });

  test("without waiting, a burst of twenty gets five passwords checked", async () => {
    const statuses: number[] = [];
    for (let count = 0; count < 20; count++) statuses.push((await attempt(editor.email, `burst-${count}`)).statusCode);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    const waiting = await attempt(editor.email, editor.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBe("1");
    expect(waiting.body).toContain("Please try again in 1 second.");
    admin.clock.advance(second);
    expect((await attempt(editor.email, editor.password)).statusCode).toBe(303);
  });

  test("twenty attempts in parallel: no more than five passwords are checked", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, count) => attempt(editor.email, `parallel-${count}`)),
    );
    const checked = statuses.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.every((response) => [401, 429].includes(response.statusCode))).toBe(true);
  });

  test("the right password starts the account afresh", async () => {
    for (let count = 0; count < 4; count++) expect((await attempt(editor.email, `typo-${count}`)).statusCode).toBe(401);
    expect((await attempt(editor.email, editor.password)).statusCode).toBe(303);
    for (let count = 0; count < 5; count++)
      expect((await attempt(editor.email, `typo-again-${count}`)).statusCode).toBe(401);
  });

  test("one client address trying many accounts is locked after thirty failures; other addresses are not", async () => {
    const statuses: number[] = [];
    for (let count = 0; count < 31; count++) {
      statuses.push(
        (await attempt(`guess-${count}@scriptoria.example`, "password-guess-1", "203.0.113.50")).statusCode,
      );
      admin.clock.advance(minute + second);
    }
    expect(statuses).toEqual([...Array(30).fill(401), 429]);
    const fromThere = await attempt(editor.email, editor.password, "203.0.113.50");
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.body).toMatch(lockedText);
    expect((await attempt(editor.email, editor.password, "192.0.2.80")).statusCode).toBe(303);
    // An hour after its last failure the address starts afresh.
    admin.clock.advance(60 * minute);
    expect((await attempt(editor.email, editor.password, "203.0.113.50")).statusCode).toBe(303);
  });
});
