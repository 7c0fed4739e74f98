/**
 * Reads a submitted form, multipart or urlencoded, within strict limits: total body size
 * (counted while streaming, whatever Content-Length says), number of parts, field sizes, one
 * file of bounded size streamed to disk, refused early when its first bytes are not a PDF's and
 * at the end unless a PDF reader opens it.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { FormError } from "./form-error.ts";
import { isReadablePdf } from "./pdf-check.ts";

export interface UploadLimits {
  /** The one file field accepted. */
  field: string;
  maxBytes: number;
  /** Where the file is written while it arrives (`<uuid>.part`). */
  dir: string;
  tooLargeMessage: string;
  notPdfMessage: string;
  /** The refusal of a file that starts like a PDF but that a PDF reader cannot open. */
  unreadablePdfMessage: string;
}

export interface FormLimits {
  /** Field names read; anything else is ignored (but counts towards the limits). */
  fields: readonly string[];
  maxBodyBytes: number;
  /** The refusal when the body is larger. */
  tooLargeMessage: string;
  maxFieldBytes: number;
  maxParts: number;
  upload?: UploadLimits;
}

export interface ReceivedUpload {
  /** Temporary path of the complete, flushed file. */
  path: string;
  /** The visitor's file name, cleaned, ending in .pdf. */
  name: string;
  bytes: number;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  upload?: ReceivedUpload;
}

const pdfMagic = Buffer.from("%PDF-");

/** A file name safe for an attachment header and a log line. */
export function cleanFileName(name: string): string {
  const base = basename(name.replaceAll("\\", "/"))
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/^[ .]+/, "")
    .slice(0, 100)
    .trim();
  const stem = base.replace(/\.pdf$/i, "") || "resume";
  return `${stem}.pdf`;
}

/** Passes bytes through, refusing a stream that does not start like a PDF. */
function pdfSniffer(message: string): Transform {
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!checked) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= pdfMagic.length) {
          checked = true;
          if (!head.subarray(0, pdfMagic.length).equals(pdfMagic)) return callback(new FormError(415, message));
        }
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      callback(!checked && head.length > 0 ? new FormError(415, message) : null);
    },
  });
}

function isServerFault(error: unknown): boolean {
  return typeof (error as NodeJS.ErrnoException | null)?.syscall === "string";
}

async function storeUpload(part: MultipartFile, limits: UploadLimits): Promise<ReceivedUpload | undefined> {
  const path = join(limits.dir, `${randomUUID()}.part`);
  try {
    // `flush` syncs the file to disk before it is closed: once stored, it survives a crash.
    await pipeline(part.file, pdfSniffer(limits.notPdfMessage), createWriteStream(path, { flush: true }));
    if (part.file.truncated) throw new FormError(413, limits.tooLargeMessage);
    const bytes = part.file.bytesRead;
    if (bytes === 0) {
      await rm(path, { force: true });
      return undefined;
    }
    if (!(await isReadablePdf(path))) throw new FormError(415, limits.unreadablePdfMessage);
    return { path, name: cleanFileName(part.filename), bytes };
  } catch (error) {
    await rm(path, { force: true });
    if (error instanceof FormError || isServerFault(error)) throw error;
    throw new FormError(400, "The uploaded file could not be read");
  }
}

function keep(fields: Record<string, string>, limits: FormLimits, name: string, value: unknown, truncated: boolean) {
  if (!limits.fields.includes(name)) return;
  if (truncated) throw new FormError(413, `The field "${name}" is too long`);
  if (typeof value !== "string" || Object.hasOwn(fields, name)) {
    throw new FormError(400, `The field "${name}" must be sent once, as text`);
  }
  fields[name] = value;
}

/** Counts the bytes of the body as they arrive; beyond the limit, refuses with 413. */
function watchBodySize(request: FastifyRequest, limits: FormLimits, onExceeded: (error: FormError) => void) {
  let received = 0;
  let fail: (error: FormError) => void = () => {};
  const exceeded = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  exceeded.catch(() => {});
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > limits.maxBodyBytes) {
      request.raw.off("data", onData);
      request.raw.unpipe();
      const error = new FormError(413, limits.tooLargeMessage);
      onExceeded(error);
      fail(error);
    }
  };
  return {
    exceeded,
    start: () => request.raw.on("data", onData),
    stop: () => request.raw.off("data", onData),
  };
}

async function readMultipart(request: FastifyRequest, limits: FormLimits): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  let upload: ReceivedUpload | undefined;
  let receiving: MultipartFile | undefined;
  // Beyond the limit the file being received is cut off, which ends its upload with an error.
  const size = watchBodySize(request, limits, (error) => receiving?.file.destroy(error));
  const parts = request.parts({
    limits: {
      fieldNameSize: 100,
      fieldSize: limits.maxFieldBytes,
      fields: limits.maxParts,
      files: 1,
      fileSize: limits.upload?.maxBytes ?? 0,
      parts: limits.maxParts,
      headerPairs: 10,
    },
  });
  try {
    // The first call starts the parser (it pipes the request), so the size watch starts after it.
    const first = parts.next();
    size.start();
    for (let step = first; ; step = parts.next()) {
      step.catch(() => {});
      let result: IteratorResult<MultipartFile | MultipartValue>;
      try {
        result = await Promise.race([step, size.exceeded]);
      } catch (error) {
        if (error instanceof FormError) throw error;
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 413) throw new FormError(413, tooManyParts(error, limits));
        throw new FormError(400, "The form data could not be read");
      }
      if (result.done) break;
      const part = result.value;
      if (part.type === "field") {
        keep(fields, limits, part.fieldname, part.value, part.valueTruncated);
        continue;
      }
      if (!limits.upload || part.fieldname !== limits.upload.field || upload) {
        part.file.resume();
        throw new FormError(400, `Unexpected file in the field "${part.fieldname}"`);
      }
      receiving = part;
      upload = await Promise.race([storeUpload(part, limits.upload), size.exceeded]);
      receiving = undefined;
    }
    return upload ? { fields, upload } : { fields };
  } catch (error) {
    if (upload) await rm(upload.path, { force: true });
    throw error;
  } finally {
    size.stop();
  }
}

function tooManyParts(error: unknown, limits: FormLimits): string {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return limits.upload?.tooLargeMessage ?? "The file is too large";
  if (code === "FST_FILES_LIMIT") return "Only one file can be sent";
  return `The form has too many parts (at most ${limits.maxParts})`;
}

/** The form's fields (and its file, for multipart), or a FormError saying what is wrong. */
export async function readForm(request: FastifyRequest, limits: FormLimits): Promise<ReceivedForm> {
  if (request.isMultipart()) return readMultipart(request, limits);
  const body = request.body;
  const urlencoded = request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded");
  if (!urlencoded || limits.upload || typeof body !== "object" || body === null) {
    throw new FormError(
      415,
      limits.upload ? "Send the form as multipart/form-data" : "Send the form as multipart/form-data or urlencoded",
    );
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    keep(fields, limits, name, value, typeof value === "string" && Buffer.byteLength(value) > limits.maxFieldBytes);
  }
  return { fields };
}
