/**
 * The job application form: one schema for the browser and the server
 * (POST /contact_api/career.php). The text fields are validated alike on both sides; the
 * resume is checked in the browser for a quick answer and on the server from its bytes.
 */
import { z } from "zod/mini";
import { allPositions, experienceOptions, noticeOptions } from "../copy/careers.ts";
import { choice, fieldNames, personFields, personMessages } from "./form-fields.ts";

export const careerEndpoint = "/contact_api/career.php";

export const careerMessages = {
  ...personMessages,
  phoneLength: "Phone number must be 10 digits.",
  file: "File is required.",
  fileType: "The resume must be a PDF file.",
  fileUnreadable: "The resume could not be opened as a PDF file.",
  fileSize: "The resume must be at most 5 MB.",
  experience: "Experience is required.",
  position: "Position is required.",
  notice: "Notice period is required.",
} as const;

export const resumeMaxBytes = 5 * 1024 * 1024;

export const careerFieldsSchema = z.object({
  ...personFields(careerMessages),
  experience: choice(experienceOptions, careerMessages.experience),
  position: choice(allPositions, careerMessages.position),
  notice: choice(noticeOptions, careerMessages.notice),
});

export type CareerFields = z.output<typeof careerFieldsSchema>;

/** The text fields the endpoint reads, in order; the file part is `resume`. */
export const careerFieldNames = fieldNames(careerFieldsSchema);

function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File && value.size > 0;
}

/** What the browser checks before sending: the fields, and a chosen PDF within the size limit. */
export const careerFormSchema = z.extend(careerFieldsSchema, {
  resume: z.custom<File | undefined>(isFile, careerMessages.file).check(
    z.refine((file) => !file || /\.pdf$/i.test(file.name) || file.type === "application/pdf", careerMessages.fileType),
    z.refine((file) => !file || file.size <= resumeMaxBytes, careerMessages.fileSize),
  ),
});

export type CareerInput = z.input<typeof careerFormSchema>;
