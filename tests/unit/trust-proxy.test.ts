/**
 * TRUST_PROXY as Fastify applies it (server/trust-proxy.ts): which address and scheme a request
 * gets from `X-Forwarded-For` and `X-Forwarded-Proto`, for a hop count, for a list of the
 * proxies' addresses, and for none. Only what a believed proxy wrote counts.
 */
import Fastify from "fastify";
import { describe, expect, test } from "vitest";
import { fastifyTrust, parseTrustProxy, type TrustProxy } from "../../server/trust-proxy.ts";

async function seen(trust: TrustProxy, remoteAddress: string, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: fastifyTrust(trust) });
  app.get("/", async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const response = await app.inject({ url: "/", remoteAddress, headers });
  await app.close();
  return response.json() as { ip: string; protocol: string };
}

const claimed = { "x-forwarded-for": "6.6.6.6, 203.0.113.5", "x-forwarded-proto": "https" };

describe("TRUST_PROXY", () => {
  test("a hop count believes that many entries from the right, never the client's own", async () => {
    expect(await seen(1, "127.0.0.1", claimed)).toEqual({ ip: "203.0.113.5", protocol: "https" });
    expect(await seen(2, "127.0.0.1", claimed)).toEqual({ ip: "6.6.6.6", protocol: "https" });
  });

  test("a list believes only the proxies named: a client connecting itself keeps its own address and scheme", async () => {
    expect(await seen(["10.0.0.0/8"], "10.1.2.3", claimed)).toEqual({ ip: "203.0.113.5", protocol: "https" });
    expect(await seen(["10.0.0.0/8"], "192.0.2.9", claimed)).toEqual({ ip: "192.0.2.9", protocol: "http" });
    expect(await seen(["127.0.0.1"], "::ffff:127.0.0.1", claimed)).toEqual({ ip: "203.0.113.5", protocol: "https" });
    // Two proxies of the list in a row: the address before them.
    const chain = { "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" };
    expect((await seen(["10.0.0.0/8"], "10.0.0.1", chain)).ip).toBe("203.0.113.5");
  });

  test("false believes nobody", async () => {
    expect(await seen(false, "127.0.0.1", claimed)).toEqual({ ip: "127.0.0.1", protocol: "http" });
  });

  test("parsing: false, a hop count, addresses and ranges; true and junk refused", () => {
    expect(parseTrustProxy("0")).toEqual({ trust: false });
    expect(parseTrustProxy("1")).toEqual({ trust: 1 });
    expect(parseTrustProxy("loopback, 2001:db8::/32")).toEqual({ trust: ["loopback", "2001:db8::/32"] });
    expect(parseTrustProxy("true")).toMatchObject({ problem: expect.stringContaining("X-Forwarded-For") });
    expect(parseTrustProxy("11")).toMatchObject({ problem: expect.stringContaining("at most 10") });
    expect(parseTrustProxy("10.0.0.0/8/1")).toMatchObject({ problem: expect.stringContaining("not an address") });
    expect(parseTrustProxy("::1/129")).toMatchObject({ problem: expect.stringContaining("0 to 128") });
  });
});
