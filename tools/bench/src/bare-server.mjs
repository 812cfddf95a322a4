// The machine's own limit for the catalog: a bare node:http server that answers each recorded
// path with the bytes and headers the shop answered it with, and does nothing else.
//
//   node bare-server.mjs ANSWERS.json PORT
//
// Plain JavaScript, no framework, no loader: whatever the shop does beyond this costs req/s.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answersFile, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(answersFile, 'utf8')).map((answer) => [
    answer.path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  // Flat [name, value, …] as recorded: names, order and repeats exactly as the shop sent them.
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
});
// The shop's own keep-alive (apps/api/src/server.ts), so connections live as long on both.
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');
process.once('SIGTERM', () => process.exit(0));
