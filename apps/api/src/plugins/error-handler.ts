import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@dapur/shared';
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import fp from 'fastify-plugin';
import { DomainError, InvalidError, TooManyRequestsError, type FieldErrors } from '../lib/errors';

export const INVALID_INPUT_MESSAGE = 'Data yang dikirim tidak valid.';
export const SERVER_ERROR_MESSAGE = 'Terjadi kesalahan pada server. Silakan coba lagi nanti.';

/** Our own words for what Fastify and its plugins reject, so their internals never reach a client. */
const clientErrorMessages: Record<number, string> = {
  400: 'Permintaan tidak dapat dibaca.',
  401: 'Silakan login terlebih dahulu.',
  403: 'Anda tidak memiliki akses.',
  404: 'Data tidak ditemukan.',
  405: 'Metode tidak diizinkan.',
  406: 'Format jawaban tidak didukung.',
  408: 'Permintaan terlalu lama. Silakan coba lagi.',
  413: 'Data yang dikirim terlalu besar.',
  415: 'Jenis konten tidak didukung.',
  422: INVALID_INPUT_MESSAGE,
  429: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  431: 'Header permintaan terlalu besar.',
};

const INVALID_JSON_MESSAGE = 'Format JSON tidak valid.';

interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** One place that turns any thrown error into the `{status:"error",message}` shape. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const response = toErrorResponse(error);
      if (response.statusCode >= 500) {
        request.log.error(loggableError(error), 'request failed');
      }
      if (response.headers) reply.headers(response.headers);
      return reply.code(response.statusCode).send(response.body);
    });
  },
  { name: 'error-handler' },
);

/**
 * For the errors Fastify answers before any route or hook runs (a path that is not valid
 * percent-encoding): the same shape, instead of Fastify's own body with its error code.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const response = toErrorResponse(error);
  reply.code(response.statusCode).send(response.body);
};

/**
 * For what is not HTTP at all (a broken header line, headers over the size limit, a
 * request too slow to arrive): Node answers on the socket before Fastify has a request,
 * so the same shape is written here by hand.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({ status: 'error', message: clientErrorMessages[statusCode] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof DomainError) {
    const body: ErrorBody = { status: 'error', message: error.message };
    if (error instanceof InvalidError) body.errors = error.fieldErrors;
    if (error instanceof TooManyRequestsError) {
      return {
        statusCode: error.statusCode,
        body,
        headers: { 'retry-after': String(error.retryAfterSeconds) },
      };
    }
    return { statusCode: error.statusCode, body };
  }
  if (hasValidationErrors(error)) {
    return {
      statusCode: 422,
      body: {
        status: 'error',
        message: INVALID_INPUT_MESSAGE,
        errors: toFieldErrors(error.validation, error.validationContext),
      },
    };
  }
  const statusCode = statusOf(error);
  if (statusCode >= 400 && statusCode < 500) {
    const message =
      codeOf(error) === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? INVALID_JSON_MESSAGE
        : (clientErrorMessages[statusCode] ?? clientErrorMessages[400]!);
    return { statusCode, body: { status: 'error', message } };
  }
  return { statusCode: 500, body: { status: 'error', message: SERVER_ERROR_MESSAGE } };
}

/** A failed query's parameters can hold password hashes: log the SQL and the driver's error only. */
function loggableError(error: unknown): { err: unknown; query?: string } {
  if (!(error instanceof DrizzleQueryError)) return { err: error };
  return { err: error.cause ?? new Error('Query failed'), query: error.query };
}

function hasValidationErrors(
  error: unknown,
): error is { validation: FastifySchemaValidationError[]; validationContext?: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'validation' in error &&
    Array.isArray(error.validation)
  );
}

/** `/address/street` → `address.street`; a problem with the whole body is filed under its part. */
function toFieldErrors(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const missing = (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty;
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field = path || (typeof missing === 'string' ? missing : (context ?? 'body'));
    (fields[field] ??= []).push(issue.message ?? INVALID_INPUT_MESSAGE);
  }
  return fields;
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600) return statusCode;
  }
  return 500;
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
