import { lazy } from "react";
import { privacyNotice } from "../../core/copy/privacy.ts";
import { readBuildEnv } from "../../core/env.ts";
import { legalPageData } from "../lib/legal-meta.ts";
import { routeMeta } from "../lib/route-meta.ts";
import type { Route } from "./+types/privacy";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const LegalDocument = lazy(() =>
  import("../components/ui/legal-document.tsx").then((module) => ({ default: module.LegalDocument })),
);

// Runs at build time only. The retention period is the setting the server applies (RETENTION_DAYS),
// read the same way, so the notice states the period the server keeps to.
export const loader = () => legalPageData(privacyNotice(readBuildEnv().RETENTION_DAYS));

export const meta = routeMeta;

export default function PrivacyRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
