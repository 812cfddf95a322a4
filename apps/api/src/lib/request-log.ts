import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction';

/**
 * One log line per request, when its response has gone out, instead of Fastify's pair of
 * "incoming request" and "request completed". It names the call and its outcome only:
 * never headers or bodies, which carry tokens, passwords and reset codes. At the trace
 * level (debugging, and tests that must know a request has arrived) its arrival is
 * logged too.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // Built only when someone reads it: at the usual levels this runs for nothing.
    if (request.log.level !== 'trace') return;
    request.log.trace({ method: request.method, url: redactUrl(request.url) }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
