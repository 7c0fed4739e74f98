import { zodResolver } from "@hookform/resolvers/zod";
import { clsx } from "clsx";
import { useEffect, useId, useRef } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { demoRequestMessage } from "../../core/copy/products.ts";
import {
  type ContactFields,
  type ContactInput,
  commentsMaxLength,
  contactEndpoint,
  contactFieldNames,
  contactMessages,
  contactSchema,
} from "../../core/protocols/contact-schema.ts";
import { honeypotName } from "../../core/protocols/form-fields.ts";
import { FormCard } from "./form-card.tsx";
import { errorAria, Field, inputClass } from "./form-field.tsx";
import { notify } from "./notify.ts";
import { PersonFields } from "./person-fields.tsx";
import { PrivacyNote } from "./privacy-note.tsx";
import { formToasts, sendForm } from "./send-form.ts";
import { SubmitButton } from "./submit-button.tsx";
import { useSubmission } from "./use-submission.ts";

const empty: ContactInput = { name: "", email: "", phonenumber: "", comments: "" };

export interface ContactFormProps {
  title: string;
  intro: string;
}

/**
 * The contact form. Errors show on submit and clear as the field is edited; the phone keeps
 * digits only, at most ten, and says it needs exactly ten until it has them.
 */
export function ContactForm({ title, intro }: ContactFormProps) {
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const { busy, isBusy, run, engage } = useSubmission();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactFields>({
    resolver: zodResolver(contactSchema),
    defaultValues: empty,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
  });

  // Sent from a product page (?product=vedas): the message starts by naming the product, and
  // stays editable. The prerendered form is empty; the sentence is added in the browser.
  const [searchParams] = useSearchParams();
  const demoRequest = demoRequestMessage(searchParams.get("product"));
  useEffect(() => {
    if (demoRequest && !getValues("comments")) setValue("comments", demoRequest);
  }, [demoRequest, getValues, setValue]);

  const send = (values: ContactFields) =>
    run(async (proof) => {
      const body = new FormData();
      for (const name of contactFieldNames) body.append(name, values[name]);
      body.append(honeypotName, honeypot.current?.value ?? "");
      const result = await sendForm(contactEndpoint, body, proof);
      if (result.ok) {
        reset(empty);
        notify("success", formToasts.contactSent);
      } else {
        notify("error", result.message);
      }
    });

  // Registered in the order of the page: the first invalid field in this order gets the focus.
  const fieldId = (name: keyof ContactInput) => `${id}-${name}`;
  const text = (name: "name" | "email" | "comments") => register(name, { onChange: () => clearErrors(name) });
  const field = (name: keyof ContactInput, registration: UseFormRegisterReturn) => ({
    id: fieldId(name),
    registration,
    error: errors[name]?.message,
  });
  const person = {
    name: field("name", text("name")),
    email: field("email", text("email")),
    phone: field("phonenumber", register("phonenumber")),
  };
  const comments = text("comments");

  return (
    <FormCard
      title={title}
      intro={intro}
      endpoint={contactEndpoint}
      busy={busy}
      onEngage={engage}
      honeypot={honeypot}
      onSubmit={(event) => {
        if (isBusy()) return event.preventDefault();
        return handleSubmit(send)(event);
      }}
    >
      <div className="mt-7 grid gap-5 sm:grid-cols-2">
        <PersonFields
          {...person}
          phoneLabel="Phone number"
          wide="phone"
          onPhone={(digits) => {
            if (digits.length === 10) clearErrors("phonenumber");
            else setError("phonenumber", { type: "length", message: contactMessages.phoneLength });
          }}
        />
        <Field id={fieldId("comments")} label="Message" error={errors.comments?.message} className="sm:col-span-2">
          <textarea
            id={fieldId("comments")}
            rows={6}
            maxLength={commentsMaxLength}
            required
            className={clsx(inputClass(Boolean(errors.comments)), "resize-y")}
            {...errorAria(fieldId("comments"), errors.comments?.message)}
            {...comments}
          />
        </Field>
      </div>
      <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <SubmitButton busy={busy} label="Send message" busyLabel="Sending…" />
        <PrivacyNote className="sm:max-w-sm" />
      </div>
    </FormCard>
  );
}
