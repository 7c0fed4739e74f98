import { zodResolver } from "@hookform/resolvers/zod";
import { clsx } from "clsx";
import { useId, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { experienceOptions, noticeOptions } from "../../core/copy/careers.ts";
import {
  type CareerInput,
  careerEndpoint,
  careerFieldNames,
  careerFormSchema,
} from "../../core/protocols/career-schema.ts";
import { honeypotName } from "../../core/protocols/form-fields.ts";
import { buttonClass } from "../components/ui/button-link.tsx";
import { FormCard } from "./form-card.tsx";
import { errorAria, Field } from "./form-field.tsx";
import { notify } from "./notify.ts";
import { PersonFields } from "./person-fields.tsx";
import { PrivacyNote } from "./privacy-note.tsx";
import { ResumeField } from "./resume-field.tsx";
import { SelectField } from "./select-field.tsx";
import { formToasts, sendForm } from "./send-form.ts";
import { SubmitButton } from "./submit-button.tsx";
import { useSubmission } from "./use-submission.ts";

export interface CareerFormProps {
  title: string;
  intro: string;
  /** The positions offered on this page. */
  positions: readonly string[];
  /** The position chosen by the page (an opening's route). */
  position?: string;
}

/**
 * The job application form ('Applicant Details'). Checked on submit: every error shows beside
 * its field, focus moves to the first, a toast asks to fill all fields and nothing is sent.
 */
export function CareerForm({ title, intro, positions, position = "" }: CareerFormProps) {
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const { busy, isBusy, run, engage } = useSubmission();
  const initial: CareerInput = {
    name: "",
    email: "",
    phone: "",
    experience: "",
    position,
    notice: "",
    resume: undefined,
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CareerInput>({ resolver: zodResolver(careerFormSchema), defaultValues: initial });

  const clear = () => {
    reset(initial);
    if (fileInput.current) fileInput.current.value = "";
  };

  const send = (values: CareerInput) =>
    run(async (proof) => {
      const body = new FormData();
      for (const name of careerFieldNames) body.append(name, values[name]);
      if (values.resume) body.append("resume", values.resume, values.resume.name);
      body.append(honeypotName, honeypot.current?.value ?? "");
      const result = await sendForm(careerEndpoint, body, proof);
      if (result.ok) {
        clear();
        notify("success", formToasts.careerSent);
      } else {
        notify("error", result.message);
      }
    });

  const fieldId = (name: keyof CareerInput) => `${id}-${name}`;
  // Registered in the order of the page: the first invalid field in this order gets the focus
  // (the resume registers as its controller renders, after these).
  const field = (name: "name" | "email" | "phone") => ({
    id: fieldId(name),
    registration: register(name),
    error: errors[name]?.message,
  });
  const person = { name: field("name"), email: field("email"), phone: field("phone") };
  const choices: {
    name: "experience" | "position" | "notice";
    label: string;
    placeholder: string;
    options: readonly string[];
  }[] = [
    { name: "experience", label: "Experience", placeholder: "Select experience", options: experienceOptions },
    { name: "position", label: "Position", placeholder: "Select position", options: positions },
    { name: "notice", label: "Notice period", placeholder: "Select notice period", options: noticeOptions },
  ];

  return (
    <FormCard
      title={title}
      intro={intro}
      endpoint={careerEndpoint}
      multipart
      busy={busy}
      onEngage={engage}
      honeypot={honeypot}
      onSubmit={(event) => {
        if (isBusy()) return event.preventDefault();
        return handleSubmit(send, () => notify("error", formToasts.invalid))(event);
      }}
    >
      <div className="mt-7 grid gap-5 sm:grid-cols-2">
        <PersonFields {...person} phoneLabel="Phone" wide="name" />
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="resume"
            render={({ field }) => (
              <ResumeField
                id={fieldId("resume")}
                name="resume"
                file={field.value}
                error={errors.resume?.message}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={(element) => {
                  fileInput.current = element;
                  field.ref(element);
                }}
              />
            )}
          />
        </div>
        {choices.map((choice) => (
          <Field key={choice.name} id={fieldId(choice.name)} label={choice.label} error={errors[choice.name]?.message}>
            <SelectField
              id={fieldId(choice.name)}
              options={choice.options}
              placeholder={choice.placeholder}
              invalid={Boolean(errors[choice.name])}
              defaultValue={initial[choice.name]}
              required
              {...errorAria(fieldId(choice.name), errors[choice.name]?.message)}
              {...register(choice.name)}
            />
          </Field>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} label="Submit application" busyLabel="Submitting…" />
        <button
          type="reset"
          onClick={(event) => {
            event.preventDefault();
            clear();
          }}
          className={clsx(buttonClass("outline", "lg"), "w-full sm:w-auto")}
        >
          Cancel
        </button>
        <PrivacyNote className="mt-1 basis-full" />
      </div>
    </FormCard>
  );
}
