import { LegalDocument } from "../components/ui/legal-document.tsx";
import { accessibilityStatement } from "../content/accessibility.ts";
import { legalPageMeta } from "../lib/legal-meta.ts";
import type { Route } from "./+types/accessibility";

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () => accessibilityStatement;

export const meta = legalPageMeta;

export default function AccessibilityRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
