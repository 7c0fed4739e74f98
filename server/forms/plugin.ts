/**
 * The two form endpoints (docs/operations.md, Form submissions and the outbox):
 * POST /contact_api/contact.php and POST /contact_api/career.php. Each refuses cross-site posts, rate-limits per address,
 * reads the body within limits, checks the proof of work (see proof.ts; a plain post from a
 * browser without scripts passes a stricter limit instead, see unverified.ts), validates with
 * the browser's schema, commits the submission to the outbox and answers `{"data": …}`; the
 * worker delivers it by e-mail afterwards. GET /contact_api/challenge issues the challenges.
 *
 * A plugin that shares one thing with the app, the outbox (`app.outbox`, which /healthz asks);
 * its routes, body parsers and request decorator stay in a scope of their own.
 */
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Registry } from "prom-client";
import { isApplicationSlug } from "../../core/copy/careers.ts";
import { type FormKind, formRefusedPages, formSentPages } from "../../core/copy/form-replies.ts";
import {
  careerEndpoint,
  careerFieldNames,
  careerFieldsSchema,
  careerMessages,
} from "../../core/protocols/career-schema.ts";
import { contactEndpoint, contactFieldNames, contactSchema } from "../../core/protocols/contact-schema.ts";
import { clause, describeIssues, honeypotName as honeypotField } from "../../core/protocols/form-fields.ts";
import { challengeEndpoint, proofField } from "../../core/protocols/proof-protocol.ts";
import { codedBody } from "../coded-bodies.ts";
import type { Config } from "../config.ts";
import { addressDomain, type ReportFields, unverifiedField } from "../mail/compose.ts";
import { createMailTransport, type MailTransport } from "../mail/transport.ts";
import { openOutboxStore } from "../outbox/open.ts";
import { scheduleRetention } from "../outbox/retention.ts";
import type { OutboxStore } from "../outbox/store.ts";
import { createOutboxWorker } from "../outbox/worker.ts";
import type { PeriodicJob } from "../periodic.ts";
import type { LiveSite } from "../site.ts";
import { FormError } from "./form-error.ts";
import { createFormMetrics } from "./metrics.ts";
import { isSameSite } from "./origin.ts";
import { createProofs, proofMessages, temporaryProofKey } from "./proof.ts";
import { type FormLimits, type ReceivedForm, readForm } from "./read-form.ts";
import { loadRefusalPages } from "./refusal-page.ts";
import { createHourlyLimit } from "./unverified.ts";

/** Each form's limits, whatever its fields: the career form's body holds a resume of up to 5 MB. */
const limits: Record<FormKind, Omit<FormLimits, "fields" | "upload">> = {
  contact: {
    maxBodyBytes: 64 * 1024,
    maxFieldBytes: 32 * 1024,
    maxParts: 10,
    tooLargeMessage: "The form is too large (at most 64 KB)",
  },
  career: {
    maxBodyBytes: 5 * 1024 * 1024 + 64 * 1024,
    maxFieldBytes: 2 * 1024,
    maxParts: 12,
    tooLargeMessage: "The resume must be at most 5 MB",
  },
};

export interface FormsOptions {
  config: Config;
  /** The registry of /metrics, which gains the forms' and the outbox's series. */
  registry: Registry;
  /** The build served: the refusal pages are its templates, and follow a switch to another. */
  site: Pick<LiveSite, "root" | "onSwitch">;
  /** Replaces the transport chosen from SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** Told of each submission stored: the visit counts take it as a goal (nothing of its content). */
  converted?: (request: FastifyRequest, kind: FormKind) => Promise<void>;
}

/** A form sent by the browser itself (no script ran): it expects a page, not JSON. */
function wantsPage(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? "");
}

function formKind(request: FastifyRequest): FormKind {
  return request.url.startsWith(careerEndpoint) ? "career" : "contact";
}

/** The form a refusal page links back to: the application page the visitor came from, if it is one. */
function formPath(kind: FormKind, request: FastifyRequest): string {
  const fallback = formRefusedPages[kind].formPath;
  if (kind !== "career") return fallback;
  try {
    const path = new URL(request.headers.referer ?? "").pathname;
    const slug = path.match(/^\/company\/career\/([^/]+)$/)?.[1];
    return isApplicationSlug(slug) ? path : fallback;
  } catch {
    return fallback;
  }
}

async function forms(
  app: FastifyInstance,
  { config, registry, site, mailTransport, converted }: FormsOptions,
): Promise<void> {
  const store = openOutboxStore(config, {
    messageDomain: addressDomain(config.MAIL_FROM, "scriptoria.example"),
    log: app.log,
  });
  await store.removeOrphans();
  const transport = mailTransport ?? createMailTransport(config);
  const metrics = createFormMetrics(registry, () => store.pendingSummary());
  const worker = createOutboxWorker({
    onDelivery: metrics.delivery,
    store,
    transport,
    mail: { from: config.MAIL_FROM, to: config.MAIL_TO },
    retryBaseMs: config.OUTBOX_RETRY_BASE_MS,
    leaseMs: config.OUTBOX_LEASE_MS,
    log: app.log,
  });
  let retention: PeriodicJob | undefined;
  app.addHook("onReady", async () => {
    worker.start();
    retention = scheduleRetention(store, config.RETENTION_DAYS, app.log);
  });
  app.addHook("onClose", async () => {
    await retention?.stop();
    await worker.stop();
    transport.close();
    await store.close();
  });
  app.log.info({ transport: transport.kind, store: store.kind, location: store.location }, "forms: outbox opened");
  app.decorate("outbox", store);
  app.decorate("queueReport", async (report: ReportFields) => {
    await store.add({ kind: "report", fields: { ...report } });
    worker.kick();
  });

  const siteOrigin = new URL(config.SITE_URL).origin;
  if (!config.PROOF_HMAC_KEY) {
    app.log.warn(
      "forms: PROOF_HMAC_KEY is not set; challenges are signed with a key made for this process (set one when several instances serve the site)",
    );
  }
  const proofs = createProofs({
    key: config.PROOF_HMAC_KEY ?? temporaryProofKey(),
    maxNumber: config.PROOF_MAX_NUMBER,
    cost: config.PROOF_COST,
    ttlMs: config.PROOF_TTL_SECONDS * 1000,
    minFillMs: config.FORM_MIN_FILL_MS,
    spend: (signature, expiresAt) => store.spendProof(signature, expiresAt, Date.now()),
  });
  const unverifiedLimit = createHourlyLimit(config.UNVERIFIED_PER_HOUR);
  let renderRefusal = loadRefusalPages(site.root);
  // The refusal pages carry the site's header and footer, which editors change.
  site.onSwitch((root) => {
    renderRefusal = loadRefusalPages(root);
  });

  /** The answer to a refused submission: JSON for the page's script, a page for a plain post. */
  const refusal = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    reason = refusalReasons[status] ?? "error",
  ) => {
    metrics.refused(formKind(request), reason);
    if (status === 413) reply.header("connection", "close");
    reply.code(status).header("cache-control", "no-store");
    if (!wantsPage(request)) return reply.send({ error: message });
    const kind = formKind(request);
    return reply.type("text/html; charset=utf-8").send(renderRefusal(kind, `${message}.`, formPath(kind, request)));
  };

  /** A submission stored: a goal for the visit counts, which may fail without the submission's doing so. */
  const stored = (request: FastifyRequest) => {
    converted?.(request, formKind(request)).catch((error: unknown) => {
      request.log.warn({ err: error instanceof Error ? error.message : String(error) }, "forms: not counted as a goal");
    });
  };

  /** The answer to a stored submission: JSON, or for a plain post a redirect to the confirmation page. */
  const accepted = (request: FastifyRequest, reply: FastifyReply, reference: string) => {
    metrics.accepted(formKind(request), request.unverified ? "unverified" : "proof");
    reply.header("cache-control", "no-store");
    if (wantsPage(request)) return reply.redirect(formSentPages[formKind(request)].path, 303);
    return reply.send({ data: { reference } });
  };

  const perMinute = (max: number): { rateLimit?: { max: number; timeWindow: number } } =>
    config.RATE_LIMIT_PER_MINUTE > 0 ? { rateLimit: { max, timeWindow: 60_000 } } : {};
  const rateLimitConfig = perMinute(config.RATE_LIMIT_PER_MINUTE);
  // A visitor may open both forms and reload: a few challenges per submission allowed.
  const challengeRateLimit = perMinute(config.RATE_LIMIT_PER_MINUTE * 3);

  await app.register(async (scope) => {
    scope.decorateRequest("unverified", false);
    await scope.register(formbody, { bodyLimit: limits.contact.maxBodyBytes });
    await scope.register(multipart, { throwFileSizeLimit: true });
    if (config.RATE_LIMIT_PER_MINUTE > 0) {
      await scope.register(rateLimit, {
        global: false,
        errorResponseBuilder: () => ({
          statusCode: 429,
          error: "Too many submissions from your address. Please wait a minute and try again",
        }),
      });
    }

    // A compressed body is refused before the forms' handlers run (coded-bodies.ts): counted here.
    scope.addHook("onResponse", async (request) => {
      if (request.method === "POST" && codedBody(request)) metrics.refused(formKind(request), "coded");
    });

    scope.get(challengeEndpoint, { config: challengeRateLimit }, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return proofs.issue();
    });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof FormError) return refusal(request, reply, error.statusCode, error.message, error.detail);
      const status = error.statusCode ?? 500;
      if (status === 429) return refusal(request, reply, 429, (error as { error?: string }).error ?? error.message);
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        return refusal(request, reply, 413, limits.contact.tooLargeMessage);
      if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
        return refusal(request, reply, 415, "Send the form as multipart/form-data or urlencoded");
      }
      if (status >= 400 && status < 500) return refusal(request, reply, 400, "The form data could not be read");
      request.log.error({ err: error }, "forms: could not accept a submission");
      return refusal(request, reply, 503, "The form could not be accepted just now. Please try again in a few minutes");
    });

    const guard = (kind: FormKind) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isSameSite(request, siteOrigin)) {
        return refusal(request, reply, 403, "Forms can only be sent from this website", "cross-site");
      }
      const declared = Number(request.headers["content-length"] ?? 0);
      const { maxBodyBytes, tooLargeMessage } = limits[kind];
      if (declared > maxBodyBytes) return refusal(request, reply, 413, tooLargeMessage);
    };

    const contactLimits: FormLimits = { ...limits.contact, fields: [...contactFieldNames, honeypotField, proofField] };
    const careerLimits: FormLimits = {
      ...limits.career,
      fields: [...careerFieldNames, honeypotField, proofField],
      upload: {
        field: "resume",
        maxBytes: 5 * 1024 * 1024,
        dir: store.uploadDir,
        tooLargeMessage: limits.career.tooLargeMessage,
        notPdfMessage: clause(careerMessages.fileType),
        unreadablePdfMessage: clause(careerMessages.fileUnreadable),
      },
    };

    const isRobot = (form: ReceivedForm, request: FastifyRequest) => {
      if (!form.fields[honeypotField]) return false;
      request.log.info("forms: ignored a submission that filled the hidden field");
      return true;
    };
    const pick = (form: ReceivedForm, names: readonly string[]) =>
      Object.fromEntries(names.map((name) => [name, form.fields[name]]));

    /**
     * The sender's check: a valid proof of work, spent now. Without one, a plain post from a
     * browser (scripts off: it asks for a page) passes the stricter hourly limit and is
     * marked unverified; anything else is refused with 403.
     */
    const checkSender = async (form: ReceivedForm, request: FastifyRequest) => {
      const payload = form.fields[proofField];
      if (!payload && wantsPage(request)) {
        if (!unverifiedLimit.take(request.ip)) {
          throw new FormError(429, unverifiedLimitMessage, "unverified-limit");
        }
        request.unverified = true;
        return;
      }
      const result = await proofs.verify(payload);
      if (result.ok) return;
      request.log.info(
        { form: formKind(request), reason: result.reason },
        "forms: refused a submission without a valid proof",
      );
      throw new FormError(403, proofMessages[result.reason], `proof-${result.reason}`);
    };
    /** The fields as stored: an unverified submission says so (its e-mail tells the reader). */
    const marked = <T extends object>(fields: T, request: FastifyRequest) =>
      request.unverified ? { ...fields, [unverifiedField]: "true" } : fields;

    scope.post(contactEndpoint, { config: rateLimitConfig, onRequest: guard("contact") }, async (request, reply) => {
      const form = await readForm(request, contactLimits);
      if (isRobot(form, request)) return accepted(request, reply, randomUUID());
      await checkSender(form, request);
      const parsed = contactSchema.safeParse(pick(form, contactFieldNames));
      if (!parsed.success) throw new FormError(422, describeIssues(parsed.error));
      const submission = await store.add({ kind: "contact", fields: marked(parsed.data, request) });
      worker.kick();
      stored(request);
      return accepted(request, reply, submission.reference);
    });

    scope.post(careerEndpoint, { config: rateLimitConfig, onRequest: guard("career") }, async (request, reply) => {
      const form = await readForm(request, careerLimits);
      const upload = form.upload;
      try {
        if (isRobot(form, request)) return accepted(request, reply, randomUUID());
        await checkSender(form, request);
        const parsed = careerFieldsSchema.safeParse(pick(form, careerFieldNames));
        const problems = [
          ...(parsed.success ? [] : [describeIssues(parsed.error)]),
          ...(upload ? [] : [clause(careerMessages.file)]),
        ];
        if (!parsed.success || !upload) throw new FormError(422, problems.join("; "));
        const submission = await store.add({ kind: "career", fields: marked(parsed.data, request), resume: upload });
        worker.kick();
        stored(request);
        return accepted(request, reply, submission.reference);
      } finally {
        if (upload) await rm(upload.path, { force: true });
      }
    });
  });
}

export const formsPlugin = fastifyPlugin(forms, { name: "forms", fastify: "5.x" });

const unverifiedLimitMessage =
  "Too many forms were sent from your address without JavaScript. Turn JavaScript on to send this form now, or try again in an hour";

/** Reasons counted for refusals that carry none of their own. */
const refusalReasons: Record<number, string> = {
  400: "unreadable",
  403: "forbidden",
  413: "too-large",
  415: "media-type",
  422: "invalid-fields",
  429: "rate-limited",
  503: "unavailable",
};

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox the forms write to (server/forms/plugin.ts). */
    outbox: OutboxStore;
    /** Stores a report's mail in the outbox and delivers it as the forms' are (durable, retried). */
    queueReport(report: ReportFields): Promise<void>;
  }
  interface FastifyRequest {
    /** Accepted without a proof of work (a plain post from a browser running no script). */
    unverified: boolean;
  }
}
