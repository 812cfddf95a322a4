import fp from 'fastify-plugin';

/**
 * A request without a body is read as one, whatever type its headers name. Clients send
 * the calls that take no body (refresh, logout, cancel) with a form or JSON type out of
 * habit: axios, which clients generated from the API document use, names
 * `application/x-www-form-urlencoded`, which Fastify would refuse with 415 before the route
 * is reached. A call that needs a body then says which fields are missing (422).
 */
export const emptyBodies = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const { headers } = request.raw;
      const noBody =
        headers['transfer-encoding'] === undefined &&
        (headers['content-length'] === undefined || headers['content-length'] === '0');
      if (noBody) delete headers['content-type'];
      done();
    });
  },
  { name: 'empty-bodies' },
);
