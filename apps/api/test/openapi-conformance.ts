import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import type { App } from '../src/app';
import { OPENAPI_JSON_PATH } from '../src/plugins/api-reference';
import { decodedBody } from './fuzz/contract';

/**
 * Every response the API tests receive, checked against the app's own OpenAPI document by
 * a third-party validator (openapi-backend, with Ajv for JSON Schema 2020-12): its status
 * is one the operation declares, its media type one that status declares, its JSON body
 * and headers match their schemas, and a request the server accepted (2XX) is one the
 * document accepts too. So the document cannot drift from the server: a client generated
 * from it reads what the server sends and may send what the server takes.
 */
export interface ConformanceWatch {
  /** What the responses since the last call broke, one line each (empty: all conformed). */
  takeProblems(): string[];
}

const validators = new Map<string, Promise<OpenAPIBackend>>();

/** One validator per distinct document in this worker (building one compiles every schema). */
function validatorFor(document: string): Promise<OpenAPIBackend> {
  let validator = validators.get(document);
  if (!validator) {
    const api = new OpenAPIBackend({
      definition: JSON.parse(document) as Document,
      strict: true,
      // Skips openapi-backend's own check of the document, which knows only OpenAPI 3.0;
      // Redocly lints this 3.1 document (npm run lint).
      quick: true,
      customizeAjv: (_ajv, options) => {
        const ajv = new Ajv2020({ ...options, strict: false, logger: false });
        addFormats(ajv);
        return ajv as never;
      },
    });
    validator = api.init();
    validators.set(document, validator);
  }
  return validator;
}

/** Wraps `app.inject` so that each response it returns is checked; call before the tests run. */
export async function watchConformance(app: App): Promise<ConformanceWatch> {
  const document = await app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  const api = await validatorFor(document.body);
  const problems: string[] = [];
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<unknown>;

  const checked = async (options: InjectOptions | string) => {
    const response = (await inject(options)) as LightMyRequestResponse;
    const request = typeof options === 'string' ? { url: options } : options;
    problems.push(...check(api, request, response));
    return response;
  };
  // The chained form (`app.inject().get(…)`) stays unchecked: no test uses it.
  (app as { inject: unknown }).inject = (options?: InjectOptions | string) =>
    options === undefined ? inject(options as never) : checked(options);

  return { takeProblems: () => problems.splice(0) };
}

/** The request as the document's operations are matched and validated against it. */
interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

function check(
  api: OpenAPIBackend,
  request: InjectOptions,
  response: LightMyRequestResponse,
): string[] {
  const method = (request.method ?? 'GET').toUpperCase();
  const url = new URL(String(request.url ?? request.path ?? '/'), 'http://shop.test');
  if (!url.pathname.startsWith('/api/') || method === 'HEAD' || method === 'OPTIONS') return [];
  const sent: SentRequest = {
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: lowerCased(request.headers ?? {}),
  };
  const operation = api.matchOperation(sent);
  // Not an operation of the document (the document itself, an unknown path): nothing to hold to.
  if (!operation) return [];

  const { statusCode: status } = response;
  const at = `${method} ${url.pathname} → ${status}`;
  const declared = declaredResponse(operation, status);
  if (!declared) return [`${at}: the document declares no such status`];

  const problems: string[] = [];
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const media = declared.content ?? {};
  if (response.rawPayload.length > 0 && !(mediaType in media)) {
    problems.push(`${at}: ${mediaType || 'a body without a type'} is not declared`);
  }
  if (mediaType === 'application/json' && mediaType in media) {
    const result = api.validator.validateResponse(jsonBody(response), operation, status);
    for (const error of result.errors ?? []) {
      problems.push(`${at}: body${error.instancePath} ${error.message}`);
    }
  }
  const headerResult = api.validator.validateResponseHeaders(response.headers, operation, {
    statusCode: status,
  });
  for (const error of headerResult.errors ?? []) {
    problems.push(`${at}: header ${error.instancePath} ${error.message}`);
  }
  if (status >= 200 && status < 300) {
    problems.push(...acceptedRequest(api, sent, request.payload ?? request.body, operation, at));
  }
  return problems;
}

/** A request the server took must be one the document allows (JSON bodies; forms are not read). */
function acceptedRequest(
  api: OpenAPIBackend,
  sent: SentRequest,
  payload: unknown,
  operation: Operation,
  at: string,
): string[] {
  const type = sent.headers['content-type'];
  const json = !type || type.includes('json');
  const body = json && typeof payload === 'string' ? safeJson(payload) : json ? payload : undefined;
  const result = api.validator.validateRequest(
    { ...sent, ...(body !== undefined && { body }) },
    operation,
  );
  const errors = (result.errors ?? []).filter(
    (error) =>
      // OpenAPI forbids no query parameter it does not name; openapi-backend does.
      !(error.instancePath === '/query' && error.keyword === 'additionalProperties') &&
      // A form or file: its body is not read here, only its path, query and headers.
      (json || !isAboutBody(error)),
  );
  return errors.map(
    (error) =>
      `${at}: accepted a request the document refuses: ${error.instancePath} ${error.message}`,
  );
}

function isAboutBody(error: { instancePath: string; params: Record<string, unknown> }): boolean {
  return (
    error.instancePath.startsWith('/requestBody') || error.params.missingProperty === 'requestBody'
  );
}

interface DeclaredResponse {
  content?: Record<string, unknown>;
}

/** The response the document declares for this status: exact, its class (4XX), or default. */
function declaredResponse(operation: Operation, status: number): DeclaredResponse | undefined {
  const responses = (operation.responses ?? {}) as Record<string, DeclaredResponse>;
  return responses[status] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
}

function jsonBody(response: LightMyRequestResponse): unknown {
  return JSON.parse(decodedBody(response).toString('utf8'));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function lowerCased(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
}
