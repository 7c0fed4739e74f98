import { lazy } from "react";
import { projectManagement } from "../../core/copy/project-management.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/project-management";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const ProjectManagementPageSections = lazy(() =>
  import("../sections/project-management/project-management-page.tsx").then((module) => ({
    default: module.ProjectManagementPageSections,
  })),
);

// Runs at build time only: the copy is prerendered as route data, not bundled as code.
export const loader = () =>
  withMeta(
    projectManagement,
    serviceMeta({
      title: projectManagement.metaTitle,
      description: projectManagement.summary,
      path: "/projectmanagement",
      category: "Publishing project management",
    }),
  );

export const meta = routeMeta;

export default function ProjectManagementRoute({ loaderData: page }: Route.ComponentProps) {
  return <ProjectManagementPageSections page={page} />;
}
