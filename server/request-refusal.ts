/**
 * A request turned down on purpose: the HTTP status, the message the client is shown, and what
 * the area that refused adds beside them (the forms: why, for the metrics; the editing API: the
 * file, the field and the reason).
 */
export class RequestRefusal<Detail> extends Error {
  readonly statusCode: number;
  readonly detail: Detail | undefined;

  constructor(statusCode: number, message: string, detail?: Detail) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.detail = detail;
  }
}
