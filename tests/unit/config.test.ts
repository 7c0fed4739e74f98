import { describe, expect, it } from "vitest";
import { ConfigError } from "../../core/env.ts";
import { loadConfig } from "../../server/config.ts";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      RATE_LIMIT_PER_MINUTE: 10,
      OUTBOX_RETRY_BASE_MS: 60_000,
      OUTBOX_LEASE_MS: 60_000,
      RETENTION_DAYS: 90,
      SITE_URL: "https://www.scriptoria.example",
      TRUST_PROXY: false,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads values and treats empty strings as unset", () => {
    const config = loadConfig({ PORT: "8080", RATE_LIMIT_PER_MINUTE: "0", SMTP_URL: "", TRUST_PROXY: "1" });
    expect(config.PORT).toBe(8080);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(0);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://app:secret@db.internal:5432/site" }).DATABASE_URL).toBe(
      "postgres://app:secret@db.internal:5432/site",
    );
    expect(loadConfig({ DATABASE_URL: "postgresql://db/site", RETENTION_DAYS: "30" }).RETENTION_DAYS).toBe(30);
  });

  it("names a bad value clearly", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT: PORT must be a whole number \(got "eighty"\)/);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be at most 65535/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_TO: "nobody" })).toThrow(/MAIL_TO must be an e-mail address/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: "-1" })).toThrow(/RATE_LIMIT_PER_MINUTE must be at least 0/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/site" })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => loadConfig({ RETENTION_DAYS: "0" })).toThrow(/RETENTION_DAYS must be at least 1/);
    expect(() => loadConfig({ OUTBOX_LEASE_MS: "10" })).toThrow(/OUTBOX_LEASE_MS must be at least 1000/);
    // Trusting every X-Forwarded-For entry let a client choose its own address.
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true is refused: .* Give the proxy's own address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(/"nginx" is not an address or a range/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/prefix length outside 0 to 32/);
  });
});
