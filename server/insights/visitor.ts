/**
 * Unique visitors, counted the way Plausible counts them: a hash of a salt, the site, the
 * visitor's IP address and user agent. The salt is random, one per day (UTC), kept in the
 * database so that every instance hashes alike, and deleted when the day is over: the same
 * visitor gets another hash the next day, and once the salt is gone no hash can be traced back
 * to an address. Neither the address nor the user agent is ever stored.
 */
import { createHash } from "node:crypto";

/** The day (UTC) of a time, as kept: "2026-11-27". */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** 16 hex digits (64 bits): unique enough to count a day's visitors, too short to be a record of anything. */
export function visitorHash(salt: Buffer, site: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(salt).update(`\0${site}\0${ip}\0${userAgent}`).digest("hex").slice(0, 16);
}

export interface DailySalts {
  /** The salt of the day `time` falls on (made, and older ones deleted, when a new day starts). */
  saltFor(time: number): Promise<Buffer>;
}

/** The day's salt from the store, asked once a day and then kept in memory until the day ends. */
export function createDailySalts(fetchSalt: (day: string) => Promise<Buffer>): DailySalts {
  let current: { day: string; salt: Promise<Buffer> } | undefined;
  return {
    saltFor(time) {
      const day = dayOf(time);
      if (current?.day !== day) {
        const salt = fetchSalt(day);
        current = { day, salt };
        // A failure is not kept: the next report asks again.
        salt.catch(() => {
          if (current?.salt === salt) current = undefined;
        });
      }
      return current.salt;
    },
  };
}
