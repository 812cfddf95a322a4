import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, type ServerProcess } from './processes.ts';

/** One catalog answer exactly as the shop sent it. */
export interface RecordedAnswer {
  path: string;
  status: number;
  /** Flat [name, value, …], as on the wire. */
  headers: string[];
  /** Base64 of the body's bytes, compressed or not, as they came. */
  body: string;
}

/** Set by Node on every answer (or per connection), so the bare server sets its own. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * GETs `path` once with the headers the load will send and keeps status, headers and raw
 * bytes. node:http, not fetch: fetch would undo a compressed body.
 */
export function recordAnswer(
  baseUrl: string,
  answerPath: string,
  headers: Record<string, string>,
): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(`${baseUrl}${answerPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const flat = response.rawHeaders;
        const kept: string[] = [];
        for (let i = 0; i < flat.length; i += 2) {
          if (!PER_CONNECTION.has(flat[i]!.toLowerCase())) kept.push(flat[i]!, flat[i + 1]!);
        }
        resolve({
          path: answerPath,
          status: response.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.mjs');

/** The bare node:http server, in its own process, answering the recorded answers. */
export async function startBareServer(
  answers: RecordedAnswer[],
  workDir: string,
): Promise<ServerProcess> {
  const answersFile = path.join(workDir, 'bare-answers.json');
  await writeFile(answersFile, JSON.stringify(answers));
  const port = await freePort();
  return startProcess({
    args: [script, answersFile, String(port)],
    env: {},
    port,
    readyPath: answers[0]!.path,
    logFile: path.join(workDir, 'bare-server.log'),
  });
}
