import { clsx } from "clsx";
import { FileText, Upload } from "lucide-react";
import type { Ref } from "react";
import { errorAria, errorId } from "./form-field.tsx";

interface ResumeFieldProps {
  id: string;
  name: string;
  file: File | undefined;
  error: string | undefined;
  onChange: (file: File | undefined) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The resume picker: PDF only, showing the chosen file's name and size. */
export function ResumeField({ id, name, file, error, onChange, onBlur, ref }: ResumeFieldProps) {
  const statusId = `${id}-file`;
  const aria = errorAria(id, error);
  return (
    <div>
      <span className="mb-2 block text-sm font-semibold text-brand">Resume (PDF)</span>
      <label
        htmlFor={id}
        className={clsx(
          "flex cursor-pointer flex-col items-start gap-3 rounded-xl border border-dashed bg-brand-50/60 px-4 py-4 sm:flex-row sm:items-center",
          "has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600",
          error ? "border-red-700" : "border-brand-200 hover:border-brand-600",
        )}
      >
        <input
          ref={ref}
          id={id}
          name={name}
          type="file"
          accept="application/pdf,.pdf"
          required
          className="sr-only"
          {...aria}
          aria-describedby={[statusId, aria["aria-describedby"]].filter(Boolean).join(" ")}
          onChange={(event) => onChange(event.target.files?.[0])}
          onBlur={onBlur}
        />
        <span className="inline-flex shrink-0 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand shadow-sm ring-1 ring-brand-200">
          <Upload aria-hidden="true" className="size-4" />
          {file ? "Choose another file" : "Choose a PDF"}
          <span className="sr-only"> for your resume</span>
        </span>
        <span id={statusId} className="flex min-w-0 items-center gap-2 text-sm text-muted">
          {file ? (
            <>
              <FileText aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
              <span className="truncate font-medium text-ink" data-testid="resume-name">
                {file.name}
              </span>
              <span className="shrink-0">({formatSize(file.size)})</span>
            </>
          ) : (
            "No file chosen. PDF only, at most 5 MB."
          )}
        </span>
      </label>
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
