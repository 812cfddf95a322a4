import http from 'node:http';
import https from 'node:https';
import { readFileSync } from 'node:fs';
import { TEST_CERTIFICATE } from './nginx';

export interface HttpReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** An object is sent as JSON. */
  body?: object | Buffer;
  token?: string;
  /**
   * The address this client connects from (any of 127.0.0.0/8): a customer of its own, as
   * nginx and the shop see it, without writing X-Forwarded-For.
   */
  from?: string;
  timeoutMs?: number;
}

const testCa = readFileSync(TEST_CERTIFICATE);

/**
 * One request on a connection of its own. Rejects when no full response arrives: the
 * connection refused, reset, or cut by a killed server.
 */
export function send(url: string, request: HttpRequest = {}): Promise<HttpReply> {
  const { method = 'GET', headers = {}, body, token, from, timeoutMs = 20_000 } = request;
  const payload =
    body === undefined
      ? undefined
      : Buffer.isBuffer(body)
        ? body
        : Buffer.from(JSON.stringify(body));
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(target, {
      method,
      agent: false,
      ...(from && { localAddress: from }),
      ...(target.protocol === 'https:' && { ca: testCa }),
      timeout: timeoutMs,
      headers: {
        ...(payload && !Buffer.isBuffer(body) && { 'content-type': 'application/json' }),
        ...(payload && { 'content-length': String(payload.length) }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
    });
    outgoing.once('timeout', () => outgoing.destroy(new Error(`${method} ${url}: timed out`)));
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('aborted', () => reject(new Error(`${method} ${url}: response cut off`)));
      response.once('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.end(payload);
  });
}

/** The JSON body of a reply. */
export function json<T = { status?: string; data?: unknown; message?: string }>(
  reply: HttpReply,
): T {
  return JSON.parse(reply.body.toString('utf8')) as T;
}
