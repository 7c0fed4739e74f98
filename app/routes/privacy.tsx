import { loadConfig } from "../../server/config.ts";
import { LegalDocument } from "../components/ui/legal-document.tsx";
import { privacyNotice } from "../content/privacy.ts";
import { legalPageMeta } from "../lib/legal-meta.ts";
import type { Route } from "./+types/privacy";

// Runs at build time only. The retention period is read from the same configuration as the
// server's (RETENTION_DAYS), so the notice states the period the server applies.
export const loader = () => privacyNotice(loadConfig(process.env).RETENTION_DAYS);

export const meta = legalPageMeta;

export default function PrivacyRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
