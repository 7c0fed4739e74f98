/** The contact form: one schema for the browser and the server (POST /contact_api/contact.php). */
import { z } from "zod/mini";
import { fieldNames, multiLine, personFields, personMessages } from "./form-fields.ts";

export const contactEndpoint = "/contact_api/contact.php";

export const contactMessages = {
  ...personMessages,
  phoneLength: "Phone number must be exactly 10 digits",
  comments: "Message is required.",
} as const;

export const commentsMaxLength = 5000;

const person = personFields(contactMessages);

export const contactSchema = z.object({
  name: person.name,
  email: person.email,
  phonenumber: person.phone,
  comments: multiLine("Message", contactMessages.comments, commentsMaxLength),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactFields = z.output<typeof contactSchema>;

/** The field names the endpoint reads, in order. */
export const contactFieldNames = fieldNames(contactSchema);
