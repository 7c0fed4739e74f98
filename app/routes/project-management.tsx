import { projectManagement } from "../../core/copy/project-management.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { serviceMeta, withMeta } from "../lib/seo.ts";
import type { Route } from "./+types/project-management";

const ProjectManagementPageSections = lazyComponent(
  () => import("../sections/project-management/project-management-page.tsx"),
  "ProjectManagementPageSections",
);

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
