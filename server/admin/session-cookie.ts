/**
 * The session cookie. Its value is a random 256-bit token (base64url); the database keeps only
 * its SHA-256. Over https it is `__Host-admin-session` (Secure, Path=/, no Domain: no other host
 * and no plain-http page can set or overwrite it); over plain http (a local run) it is
 * `admin-session` on Path=/admin. Always HttpOnly and SameSite=Strict, and without Max-Age: it
 * ends with the browser, and the server ends it earlier (see sessionLimits).
 *
 * The device cookie (see lockout.ts) is made the same way, `__Host-admin-device` or
 * `admin-device`, with the same attributes but a Max-Age of a year: it must outlive the browser's
 * sessions to vouch for the browser at its next sign-in.
 */
import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { deviceLifetimeMs } from "./lockout.ts";
import type { SessionLimits } from "./store/sessions.ts";

/** Idle for two hours, or twelve hours old (a working day): signed out. */
export const sessionLimits: SessionLimits = { idleMs: 2 * 60 * 60_000, absoluteMs: 12 * 60 * 60_000 };

/** A session's last use is written at most this often (not on every request). */
export const touchIntervalMs = 60_000;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const isSecure = (request: FastifyRequest) => request.protocol === "https";

export function cookieName(request: FastifyRequest): string {
  return isSecure(request) ? "__Host-admin-session" : "admin-session";
}

function attributes(request: FastifyRequest): string {
  return isSecure(request) ? "Path=/; HttpOnly; SameSite=Strict; Secure" : "Path=/admin; HttpOnly; SameSite=Strict";
}

export function sessionCookie(request: FastifyRequest, token: string): string {
  return `${cookieName(request)}=${token}; ${attributes(request)}`;
}

export function clearedCookie(request: FastifyRequest): string {
  return `${cookieName(request)}=; ${attributes(request)}; Max-Age=0`;
}

/** The session token the request carries, if it has a well-formed one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return cookieToken(request, cookieName(request));
}

function deviceCookieName(request: FastifyRequest): string {
  return isSecure(request) ? "__Host-admin-device" : "admin-device";
}

export function deviceCookie(request: FastifyRequest, token: string): string {
  return `${deviceCookieName(request)}=${token}; ${attributes(request)}; Max-Age=${deviceLifetimeMs / 1000}`;
}

/** The device token the request carries, if it has a well-formed one. */
export function deviceToken(request: FastifyRequest): string | undefined {
  return cookieToken(request, deviceCookieName(request));
}

function cookieToken(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (tokenPattern.test(value)) return value;
  }
  return undefined;
}
