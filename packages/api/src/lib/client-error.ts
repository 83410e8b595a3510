import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Fastify's `clientErrorHandler`, for a request Node could not parse: a request line and headers over Node's 16 KB
 * (431), one that took too long to arrive (408), anything else that is not HTTP (400). Answered as Fastify's own
 * default does, but with `Connection: close`, since the socket is destroyed right after: without it a keep-alive
 * client (undici, a load balancer) took the answer as reusable and sent its next request into the closed socket,
 * which then failed with no answer at all (a REST fuzz run: 1 of 14,360 requests, after 200 answers of 431).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The address and headers of the request exceed 16 KB; shorten them']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive; send it again']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
