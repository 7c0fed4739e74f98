/**
 * Password checks at once (passwords.ts): at most two Argon2 checks run and eight wait; a check
 * beyond them is refused at once (503, Retry-After) instead of queueing, and a browser the account
 * signed in from before (its device cookie) goes first. So while 24 guesses from fresh addresses
 * keep arriving, the editor's sign-in still answers quickly, and a new browser is told to retry
 * rather than kept waiting.
 */

import { setTimeout as delay } from "node:timers/promises";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { passwordChecksFull } from "../../server/admin/passwords.ts";
import { type AdminApp, createAccount, editor, sameOrigin, startAdmin } from "../support/admin.ts";

describe("24 guesses from fresh addresses kept in flight", () => {
  let admin: AdminApp;
  let attack: Promise<void>[] = [];
  let attacking = true;
  const attackers: Record<number, number> = {};
  let sent = 0;

  function attempt(email: string, password: string, cookie?: string): Promise<LightMyRequestResponse> {
    sent++;
    return admin.app.inject({
      method: "POST",
      url: "/admin/sign-in",
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams({ email, password }).toString(),
    });
  }

  const deviceCookie = (response: LightMyRequestResponse) =>
    [response.headers["set-cookie"] ?? []]
      .flat()
      .find((cookie) => cookie.startsWith("admin-device="))
      ?.split(";")[0];

  let device: string | undefined;

  beforeAll(async () => {
    admin = await startAdmin();
    await createAccount(admin.config);
    device = deviceCookie(await attempt(editor.email, editor.password));
    attack = Array.from({ length: 24 }, async (_, attacker) => {
      for (let guess = 0; attacking; guess++) {
        const { statusCode } = await attempt(`guess-${attacker}-${guess}@example.org`, "wrong-password-guess");
        attackers[statusCode] = (attackers[statusCode] ?? 0) + 1;
        // A refused guess comes back at once: the next one a network's round trip later.
        if (statusCode === 503) await delay(20);
      }
    });
    // The attack is on: every check is taken and the queue is full.
    await vi.waitFor(() => expect(passwordChecksFull()).toBe(true), { timeout: 10_000, interval: 5 });
  });

  afterAll(async () => {
    attacking = false;
    await Promise.all(attack);
    await admin?.close();
  });

  test("the editor's browser (its device cookie) signs in within 2 s, every time", async () => {
    const took: number[] = [];
    for (let round = 0; round < 5; round++) {
      const start = performance.now();
      const response = await attempt(editor.email, editor.password, device);
      took.push(performance.now() - start);
      expect(response.statusCode).toBe(303);
      device = deviceCookie(response);
    }
    // Unbounded, the same sign-in waited behind every guess in flight: a second on an idle two-core
    // machine, six on a busy one. Bounded, about two checks' time, and a busy machine's delays.
    expect(Math.max(...took)).toBeLessThan(2000);
    // The guesses were being checked meanwhile, and those beyond the queue refused.
    expect(attackers[401]).toBeGreaterThan(0);
    expect(attackers[503]).toBeGreaterThan(0);
  });

  test("a browser without one is answered at once: signed in, or 503 with Retry-After, never kept waiting", async () => {
    const start = performance.now();
    const response = await attempt(editor.email, editor.password);
    expect(performance.now() - start).toBeLessThan(2000);
    if (response.statusCode === 503) {
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.body).toContain("Many sign-ins are being checked just now");
    } else expect(response.statusCode).toBe(303);
  });
});
