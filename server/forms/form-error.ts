/** A refusal with the status and the message the visitor sees (`{"error": message}`). */
export class FormError extends Error {
  readonly statusCode: number;
  /** Why, for the metrics (the status's usual reason when not given). */
  readonly reason: string | undefined;

  constructor(statusCode: number, message: string, reason?: string) {
    super(message);
    this.name = "FormError";
    this.statusCode = statusCode;
    this.reason = reason;
  }
}
