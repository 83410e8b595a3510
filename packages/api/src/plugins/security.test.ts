import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security';

describe('securityHeaders', () => {
  it("are the headers helmet's own middleware sets on a Node response, worked out once", () => {
    const options = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      crossOriginEmbedderPolicy: false,
    };
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader('X-Powered-By', 'something'); // helmet removes it
    helmet(options)(request, response, () => undefined);

    const headers = securityHeaders(options);
    expect(headers).toEqual(response.getHeaders());
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});
