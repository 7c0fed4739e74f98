import { clsx } from "clsx";
import { Link } from "react-router";
import { legalPages } from "../../core/copy/legal.ts";
import { textLinkClass } from "../components/ui/button-link.tsx";

/** The sentence beside a form's submit button that links the privacy notice. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={clsx("text-sm leading-relaxed text-muted", className)}>
      We use your details only to answer you; read how we store and delete them in our{" "}
      <Link to={legalPages.privacy.href} className={clsx(textLinkClass, "whitespace-nowrap")}>
        {legalPages.privacy.name.toLowerCase()}
      </Link>
      .
    </p>
  );
}
