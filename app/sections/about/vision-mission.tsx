import { Eye, Target } from "lucide-react";
import type { AboutPage } from "../../../core/copy/about.ts";
import { IconBadge } from "../../components/ui/icon-badge.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** Vision and mission, side by side. */
export function VisionMission({ content }: { content: AboutPage["purpose"] }) {
  const statements = [
    { heading: "Our vision", text: content.vision, icon: Eye },
    { heading: "Our mission", text: content.mission, icon: Target },
  ];
  return (
    <section aria-labelledby="vision-mission" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="vision-mission" eyebrow={content.eyebrow} title={content.title} />
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {statements.map((statement) => (
            <article
              key={statement.heading}
              className="rounded-3xl border-t-4 border-accent-500 bg-white p-8 shadow-card md:p-10"
            >
              <div className="flex items-center gap-4">
                <IconBadge icon={statement.icon} size="lg" />
                <h3 className="font-display text-2xl font-semibold text-brand">{statement.heading}</h3>
              </div>
              <p className="mt-6 text-lg leading-relaxed text-ink md:text-xl md:leading-relaxed">{statement.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
