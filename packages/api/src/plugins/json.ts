import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Deeper JSON than any input of ours; deeper still would overflow the stack of whatever walks it. */
export const MAX_JSON_DEPTH = 64;

/** How deep arrays and objects nest in JSON text, counted without parsing (strings skipped), stopping past `limit`. */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

export const TOO_DEEP_MESSAGE = `The request nests deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * JSON bodies (REST and tRPC alike) and tRPC's `?input=` are refused with 400 when they nest too deep, before
 * anything walks them recursively.
 */
export const jsonPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string))
      return done(Object.assign(new Error(TOO_DEEP_MESSAGE), { statusCode: 400 }), undefined);
    return parse(request, body as string, done);
  });
  // tRPC's adapter parses its own bodies (it takes the text), so its routes are checked once the text is read.
  // Callback hooks, as every hook each request passes: an async one costs a promise and a turn of the queue.
  app.addHook('preValidation', (request, reply, done) => {
    if (typeof request.body === 'string' && request.url.startsWith('/trpc') && jsonDepthExceeds(request.body))
      return void reply.status(400).send({ message: TOO_DEEP_MESSAGE, code: 'BAD_REQUEST' });
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/trpc') && jsonDepthExceeds(trpcQueryInput(request.url)))
      return void reply.status(400).send({ message: TOO_DEEP_MESSAGE, code: 'BAD_REQUEST' });
    done();
  });
});

/** The `input` of a /trpc GET's query string ('' when none). */
function trpcQueryInput(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? '' : (new URLSearchParams(url.slice(query + 1)).get('input') ?? '');
}
