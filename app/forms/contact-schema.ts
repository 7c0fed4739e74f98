/** The contact form: one schema for the browser and the server (POST /contact_api/contact.php). */
import { z } from "zod/mini";
import { email, multiLine, nameMaxLength, phone, singleLine } from "./fields.ts";

export const contactEndpoint = "/contact_api/contact.php";

export const contactMessages = {
  name: "Name is required.",
  email: "Email is required.",
  emailFormat: "Invalid email format.",
  phone: "Phone number is required.",
  phoneLength: "Phone number must be exactly 10 digits",
  comments: "Message is required.",
} as const;

export const commentsMaxLength = 5000;

export const contactSchema = z.object({
  name: singleLine("Name", contactMessages.name, nameMaxLength),
  email: email(contactMessages.email, contactMessages.emailFormat),
  phonenumber: phone(contactMessages.phone, contactMessages.phoneLength),
  comments: multiLine("Message", contactMessages.comments, commentsMaxLength),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactFields = z.output<typeof contactSchema>;

/** The field names the endpoint reads, in order. */
export const contactFieldNames = [
  "name",
  "email",
  "phonenumber",
  "comments",
] as const satisfies readonly (keyof ContactFields)[];
