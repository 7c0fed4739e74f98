import { RequestRefusal } from "../request-refusal.ts";

/**
 * A refusal with the status and the message the visitor sees (`{"error": message}`); its detail
 * is why, for the metrics (the status's usual reason when not given).
 */
export class FormError extends RequestRefusal<string> {}
