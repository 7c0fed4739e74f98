import type { ProjectManagementPage } from "../../../core/copy/project-management.ts";
import { landingHero, ServiceLayout } from "../../components/ui/service-layout.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";

const ProjectDetails = lazyComponent(() => import("./project-details.tsx"), "ProjectDetails");

/** The project management page: the banner, then its sections below the fold. */
export function ProjectManagementPageSections({ page }: { page: ProjectManagementPage }) {
  return (
    <ServiceLayout service="projectmanagement" hero={landingHero(page)}>
      <ProjectDetails page={page} />
    </ServiceLayout>
  );
}
