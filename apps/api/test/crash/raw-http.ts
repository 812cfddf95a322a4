import http from 'node:http';
import net from 'node:net';

export interface SlowRequest {
  /** Sends the rest of the body and resolves with the response. */
  finish(): Promise<{ status: number; body: { status?: string; data?: unknown } }>;
}

/**
 * A POST whose headers and first half of the body are sent now and the rest only on
 * `finish()`: a request kept in flight for exactly as long as a test needs.
 */
export function startSlowPost(
  url: string,
  headers: Record<string, string>,
  body: object,
): SlowRequest {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
    },
  });
  const result = new Promise<Awaited<ReturnType<SlowRequest['finish']>>>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let received = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (received += chunk));
      response.once('end', () =>
        resolve({ status: response.statusCode!, body: JSON.parse(received) }),
      );
      response.once('error', reject);
    });
  });
  request.write(text.slice(0, half));
  return {
    finish() {
      request.end(text.slice(half));
      return result;
    },
  };
}

/** True when a TCP connection to the server's port is accepted, false when refused. */
export function acceptsConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}
