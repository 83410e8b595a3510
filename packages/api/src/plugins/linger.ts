import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The most of a refused body read and dropped after its 413 went out, and for how long, before the socket is cut. */
export const LINGER_BYTES = 32 * 1024 * 1024;
export const LINGER_MS = 30_000;

/**
 * A body refused as too large (413) is answered at once, then the rest of it is read and dropped, as web servers
 * linger on a close. Cutting the connection while the client is still sending makes its kernel reset it, and
 * browsers and most clients then report a network error instead of the 413 ("too large") already sent. So the
 * answer leaves without `Connection: close`, and the connection stays usable once the body has ended; one that goes
 * on past LINGER_BYTES or LINGER_MS is cut.
 */
export const lingerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (reply.statusCode !== 413 || raw.complete || raw.destroyed) return done(null, payload);
    reply.removeHeader('connection');
    let read = 0;
    // Destroying the request destroys its socket (and is all a test's injected request has).
    const cut = () => raw.destroy();
    const timer = setTimeout(cut, LINGER_MS).unref();
    raw.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > LINGER_BYTES) cut();
    });
    raw.once('close', () => clearTimeout(timer));
    raw.resume();
    done(null, payload);
  });
});
