/**
 * Reading settings from the environment, the one way for the server and the build alike: blanks
 * count as unset, every value is checked, and a bad one stops the program with its name, the
 * reason and what was given. The settings the build shares with the server are defined here.
 */
import { z } from "zod";
import { defaultRetentionDays, defaultSiteUrl } from "./env-defaults.ts";

/** A setting that cannot be used: its message names every bad variable. */
export class ConfigError extends Error {}

/** A whole number between `min` and `max`, named in its messages. */
export const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** What the build reads and the server applies: the pages state the same values the server uses. */
export const buildSettings = {
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "SITE_URL must be an http:// or https:// URL" })
    .default(defaultSiteUrl),
  /** Delivered submissions older than this many days are deleted; undelivered ones never by age. */
  RETENTION_DAYS: wholeNumber("RETENTION_DAYS", 1, 36_500).default(defaultRetentionDays),
};

/** `env` checked against `schema`, blanks removed; a ConfigError listing every bad variable otherwise. */
export function readEnv<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.output<Schema> {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(blanksRemoved);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? "environment");
    return `  ${key}: ${issue.message} (got ${JSON.stringify(env[key])})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

const buildSchema = z.object(buildSettings);

/** The settings the build reads (SITE_URL, RETENTION_DAYS). */
export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): z.output<typeof buildSchema> {
  return readEnv(buildSchema, env);
}

/** An origin as absolute links are written: without a trailing slash. */
export const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "");
