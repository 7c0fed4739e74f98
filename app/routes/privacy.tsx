import { lazy } from "react";
import { loadConfig } from "../../server/config.ts";
import { privacyNotice } from "../content/privacy.ts";
import { legalPageData } from "../lib/legal-meta.ts";
import { routeMeta } from "../lib/route-meta.ts";
import type { Route } from "./+types/privacy";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const LegalDocument = lazy(() =>
  import("../components/ui/legal-document.tsx").then((module) => ({ default: module.LegalDocument })),
);

// Runs at build time only. The retention period is read from the same configuration as the
// server's (RETENTION_DAYS), so the notice states the period the server applies.
export const loader = () => legalPageData(privacyNotice(loadConfig(process.env).RETENTION_DAYS));

export const meta = routeMeta;

export default function PrivacyRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
