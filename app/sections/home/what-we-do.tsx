import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { categories } from "../../content/categories.ts";

/** The three categories of work, each linking to its listing. */
export function WhatWeDo() {
  return (
    <section aria-labelledby="what-we-do" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <h2 id="what-we-do" className="font-display text-3xl font-semibold text-brand md:text-4xl">
          What we do
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {categories.map((category) => (
            <li key={category.slug} className="flex flex-col rounded-2xl bg-white p-7 shadow-card">
              <h3 className="font-display text-2xl font-semibold text-brand">{category.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{category.desc}</p>
              <Link
                to={`/all/${category.slug}`}
                className="group mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:underline"
              >
                Explore {category.title.toLowerCase()}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
