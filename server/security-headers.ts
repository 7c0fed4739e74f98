import type { FastifyInstance } from "fastify";

/** Content-Security-Policy; `scriptHashes` allows the inline scripts of one prerendered page. */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
  // Fonts, media and fetches fall back to default-src: listing them again would only lengthen
  // every answer's headers.
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // react-hot-toast injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Sent with every answer, whatever it is (deploy/nginx.conf sends the same, see scripts/nginx-config.ts). */
export const staticHeaders: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** Sent with answers to https requests only. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** Adds the security headers to every response; HSTS only when the request came over https. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    for (const [name, value] of Object.entries(staticHeaders)) reply.header(name, value);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", contentSecurityPolicy());
    }
    if (request.protocol === "https") {
      reply.header("strict-transport-security", strictTransportSecurity);
    }
  });
}
