import { accessibilityStatement } from "../../core/copy/accessibility.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { legalPageData } from "../lib/legal-meta.ts";
import { routeMeta } from "../lib/route-meta.ts";
import type { Route } from "./+types/accessibility";

const LegalDocument = lazyComponent(() => import("../components/ui/legal-document.tsx"), "LegalDocument");

export const loader = () => legalPageData(accessibilityStatement);

export const meta = routeMeta;

export default function AccessibilityRoute({ loaderData: page }: Route.ComponentProps) {
  return <LegalDocument page={page} />;
}
