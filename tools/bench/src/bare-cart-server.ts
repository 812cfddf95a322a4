// The HTTP-only ceiling of GET /api/cart: a bare node:http server that runs, for each
// request, the prepared queries the shop runs for this call, and does nothing else.
//
//   node --import tsx bare-cart-server.ts SETUP.json     (bare-cart.ts starts it)
//
// The queries are the app's own, through its repositories on a connection made by its own
// createDatabase() (the same driver and pool): the token's state, which `authenticate` asks
// for every signed-in call, and the cart's lines. The answer is JSON.stringify of what the
// route returns: no framework, no check of the answer, no log line, no compression, no
// headers beyond the content's. Whatever the shop spends beyond this is Fastify and its hooks.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createDatabase } from '../../../apps/api/src/db/client.ts';
import { createTokensRepository } from '../../../apps/api/src/modules/auth/tokens.repository.ts';
import { createTokenSigner } from '../../../apps/api/src/modules/auth/tokens.ts';
import { createCartRepository } from '../../../apps/api/src/modules/cart/cart.repository.ts';
import { createCartService } from '../../../apps/api/src/modules/cart/cart.service.ts';
import { BARE_CART_READY_PATH, type BareCartSetup } from './bare-cart.ts';

const setup = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BareCartSetup;
const database = await createDatabase(setup.twin);
const tokens = createTokensRepository(database.db);
const cart = createCartService(createCartRepository(database.db));
// The token is verified, not only decoded: by the app's own signer with the server's
// JWT_SECRET, which checks a token's signature once and then knows it by its text, as the
// shop's does (modules/auth/tokens.ts). Per request that is one Map lookup in both.
const signer = createTokenSigner(setup.jwtSecret);

const BEARER = 'Bearer ';

/** The caller's cart, or undefined for a token the shop would answer 401. */
async function cartOf(authorization: string | undefined) {
  if (!authorization?.startsWith(BEARER)) return undefined;
  const claims = await signer.verify(authorization.slice(BEARER.length)).catch(() => undefined);
  if (!claims) return undefined;
  const state = await tokens.findState(claims.userId, claims.jti);
  // The shop's own refusals (assertUsable in modules/auth/auth.service.ts).
  if (!state || state.revoked) return undefined;
  if (state.tokensValidAfter && claims.issuedAt < state.tokensValidAfter) return undefined;
  return cart.list(claims.userId);
}

const server = createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/api/cart') {
    response.writeHead(request.url === BARE_CART_READY_PATH ? 200 : 404).end();
    return;
  }
  cartOf(request.headers.authorization).then(
    (lines) => {
      if (!lines) {
        response.writeHead(401).end();
        return;
      }
      const body = JSON.stringify({ status: 'success', data: lines });
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    },
    () => response.writeHead(500).end(),
  );
});
// The shop's own keep-alive (apps/api/src/server.ts), so connections live as long on both.
server.keepAliveTimeout = 72_000;
// Listening only once the database is open: the bench starts measuring at the first 200.
server.listen(setup.port, '127.0.0.1');

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  // Closed before exiting: an embedded twin is flushed and its folder freed for the bench.
  void database.close().finally(() => process.exit(0));
});
