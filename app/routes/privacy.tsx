import { privacyNotice } from "../../core/copy/privacy.ts";
import { readBuildEnv } from "../../core/env.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { legalPageData } from "../lib/legal-meta.ts";
import { routeMeta } from "../lib/route-meta.ts";
import type { Route } from "./+types/privacy";

const LegalDocument = lazyComponent(() => import("../components/ui/legal-document.tsx"), "LegalDocument");

// Runs at build time only. The retention period is the setting the server applies (RETENTION_DAYS),
// read the same way, so the notice states the period the server keeps to.
export const loader = () => legalPageData(privacyNotice(readBuildEnv().RETENTION_DAYS));

export const meta = routeMeta;

export default function PrivacyRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
