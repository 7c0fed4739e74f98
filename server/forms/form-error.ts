/** A refusal with the status and the message the visitor sees (`{"error": message}`). */
export class FormError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = "FormError";
    this.statusCode = statusCode;
  }
}
