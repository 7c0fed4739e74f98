import { BookOpen, Newspaper } from "lucide-react";
import type { ProjectManagementPage } from "../../../core/copy/project-management.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** The journal and book categories served, as two lists side by side. */
export function Categories({ categories }: { categories: ProjectManagementPage["categories"] }) {
  const lists = [
    { id: "journals", title: categories.journalsTitle, icon: Newspaper, items: categories.journals },
    { id: "books", title: categories.booksTitle, icon: BookOpen, items: categories.books },
  ];
  return (
    <section aria-labelledby="categories" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="categories" eyebrow={categories.eyebrow} title={categories.title} />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {lists.map(({ id, title, icon: Icon, items }) => (
            <div key={id} className="rounded-3xl border border-line bg-surface/60 p-7 md:p-9">
              <h3 className="flex items-center gap-3 font-display text-2xl font-semibold text-brand">
                <Icon className="size-6 text-accent-700" aria-hidden="true" strokeWidth={1.75} />
                {title}
              </h3>
              <ul className="mt-5 grid gap-x-6 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
                {items.map((item) => (
                  <li key={item} className="border-b border-line py-3 text-ink">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
