import { Check } from "lucide-react";
import { contactCopy } from "../../../core/copy/contact.ts";

/** 'Get in touch': what to ask us about (beside the form on wide screens, above it on phones). */
export function GetInTouch() {
  const { getInTouch } = contactCopy;
  return (
    <div>
      <h2 className="font-display text-3xl font-semibold text-brand md:text-4xl">{getInTouch.heading}</h2>
      <p className="mt-4 text-lg leading-relaxed text-muted">{getInTouch.intro}</p>
      <ul className="mt-6 space-y-3">
        {getInTouch.topics.map((topic) => (
          <li key={topic} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
            <span>{topic}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
