import { lazy } from "react";
import type { ProjectManagementPage } from "../../../core/copy/project-management.ts";
import { landingHero, ServiceLayout } from "../../components/ui/service-layout.tsx";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const ProjectDetails = lazy(() =>
  import("./project-details.tsx").then((module) => ({ default: module.ProjectDetails })),
);

/** The project management page: the banner, then its sections below the fold. */
export function ProjectManagementPageSections({ page }: { page: ProjectManagementPage }) {
  return (
    <ServiceLayout service="projectmanagement" hero={landingHero(page)}>
      <ProjectDetails page={page} />
    </ServiceLayout>
  );
}
