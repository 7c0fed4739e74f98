/**
 * Password hashing: Argon2id through Node's crypto.argon2 with OWASP's parameters, stored as a
 * PHC string with a random salt, interoperable with the reference implementation, and the
 * length rule of new passwords.
 */
import { describe, expect, test } from "vitest";
import {
  argon2Parameters,
  dummyHash,
  hashPassword,
  needsRehash,
  passwordProblem,
  verifyPassword,
} from "../../server/admin/passwords.ts";

const phc = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe("hashPassword and verifyPassword", () => {
  test("a PHC string of Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane) and a 16-byte salt", async () => {
    expect(argon2Parameters).toMatchObject({ memory: 19_456, passes: 2, parallelism: 1 });
    const hash = await hashPassword("tulip-harbour-42-lantern");
    expect(hash).toMatch(phc);
    expect(hash).not.toContain("tulip");
  });

  test("the same password twice: two salts, two hashes, both verify", async () => {
    const [first, second] = await Promise.all([hashPassword("same password!"), hashPassword("same password!")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password!", first)).toBe(true);
    expect(await verifyPassword("same password!", second)).toBe(true);
  });

  test("a wrong password, a different case, a trailing space: refused", async () => {
    const hash = await hashPassword("Tulip-Harbour-42");
    for (const wrong of ["tulip-harbour-42", "Tulip-Harbour-42 ", "", "Tulip-Harbour-4"]) {
      expect(await verifyPassword(wrong, hash)).toBe(false);
    }
  });

  test("verifies the reference implementation's Argon2id test vector (password, somesalt, m=64 MiB, t=2, p=1)", async () => {
    const reference = "$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc";
    expect(await verifyPassword("password", reference)).toBe(true);
    expect(await verifyPassword("passwore", reference)).toBe(false);
  });

  test("a malformed or other-algorithm hash never verifies", async () => {
    for (const stored of [
      "",
      "plain text",
      "$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG",
    ]) {
      expect(await verifyPassword("password", stored)).toBe(false);
    }
  });

  test("needsRehash: a hash made with weaker parameters than today's", async () => {
    expect(needsRehash(await hashPassword("tulip-harbour-42"))).toBe(false);
    expect(needsRehash("$argon2id$v=19$m=4096,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc")).toBe(
      true,
    );
    expect(needsRehash("$argon2id$v=19$m=19456,t=1,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc")).toBe(
      true,
    );
  });

  test("the dummy hash an unknown address is checked against costs what a real one does", async () => {
    const dummy = await dummyHash();
    expect(dummy).toMatch(phc);
    expect(await dummyHash()).toBe(dummy);
  });
});

describe("passwordProblem", () => {
  test("at least 12 characters, counted as characters, not bytes", () => {
    expect(passwordProblem("eleven-char")).toBe("The password must be at least 12 characters long");
    expect(passwordProblem("twelve-chars")).toBeUndefined();
    // Eleven characters, 44 bytes.
    expect(passwordProblem("🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑")).toBe("The password must be at least 12 characters long");
    expect(passwordProblem("x".repeat(1025))).toBe("The password must be at most 1024 characters long");
  });
});
