import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import type { Request, Response as ExpressResponse } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredContentType, keepRequestBodiesRaw, RAW_MEDIA_TYPE } from './keep-request-bodies-raw';

type TSeen = {
  readonly declared: string | undefined;
  readonly shown: string | undefined;
  readonly rawBody: Buffer | undefined;
  readonly body: unknown;
};

/**
 * The Functions Framework's server: its body parsers in its order (CloudEvents JSON, JSON, text,
 * urlencoded, then raw for anything), each keeping the bytes as `rawBody`, before the function,
 * which here reports what it was given.
 */
function frameworkApp(): express.Express {
  const app = express();
  const verify = (req: Request, _res: ExpressResponse, buf: Buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buf;
  };
  app.use(express.json({ type: 'application/cloudevents+json', verify }));
  app.use(express.json({ verify }));
  app.use(express.text({ verify }));
  app.use(express.urlencoded({ extended: true, verify }));
  app.use(express.raw({ type: '*/*', verify }));
  app.use((req, res) => {
    const seen: TSeen = {
      declared: declaredContentType(req),
      shown: req.get('content-type'),
      rawBody: (req as Request & { rawBody?: Buffer }).rawBody,
      body: Buffer.isBuffer(req.body) ? 'bytes' : (req.body as unknown),
    };
    res.json({ ...seen, rawBody: seen.rawBody?.toString('base64') });
  });
  return app;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function serve(ServerClass: typeof Server): Promise<string> {
  const server = new ServerClass(frameworkApp());
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/fn`;
}

/** A server class of its own, so each test installs on a prototype of its own (never http.Server's). */
function shieldedServer(signatureType?: string): typeof Server {
  class ShieldedServer extends Server {}
  keepRequestBodiesRaw(ShieldedServer.prototype as never, signatureType);
  return ShieldedServer;
}

const post = (url: string, body: string | Buffer, headers: Record<string, string>) =>
  fetch(url, { method: 'POST', headers, body });

async function seenBy(res: Response) {
  const seen = (await res.json()) as Omit<TSeen, 'rawBody'> & { rawBody?: string };
  return { ...seen, rawBody: seen.rawBody === undefined ? undefined : Buffer.from(seen.rawBody, 'base64') };
}

describe('keepRequestBodiesRaw', () => {
  it('without it, the runtime answers JSON cut short with an HTML page of the parser stack trace, and the function never runs', async () => {
    const res = await post(await serve(class extends Server {}), '{"a":', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/SyntaxError.*node_modules/s);
  });

  it('gives the function JSON cut short as its bytes, with the Content-Type the request declared', async () => {
    const res = await post(await serve(shieldedServer()), '{"a":', {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
    const seen = await seenBy(res);
    expect(seen.declared).toBe('application/json; charset=utf-8');
    expect(seen.shown).toBe(RAW_MEDIA_TYPE);
    expect(seen.rawBody?.toString('utf8')).toBe('{"a":');
    expect(seen.body).toBe('bytes');
  });

  it('gives valid JSON, a text/plain beacon and a form body to the function as their bytes too', async () => {
    const url = await serve(shieldedServer());
    for (const [body, type] of [
      ['{"ok":true}', 'application/json'],
      ['{"ok":true}', 'text/plain;charset=UTF-8'],
      ['a=1', 'application/x-www-form-urlencoded'],
    ]) {
      const seen = await seenBy(await post(url, body!, { 'Content-Type': type! }));
      expect(seen.declared).toBe(type);
      expect(seen.rawBody?.toString('utf8')).toBe(body);
    }
  });

  it('gives the function what the parsers refused in HTML: an unknown charset, a compressed body, as sent', async () => {
    const url = await serve(shieldedServer());
    const charset = await post(url, '{"a":1}', { 'Content-Type': 'application/json; charset=klingon' });
    expect(charset.status).toBe(200);
    expect((await seenBy(charset)).rawBody?.toString('utf8')).toBe('{"a":1}');
    const zipped = gzipSync('{"a":1}');
    const compressed = await post(url, zipped, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    expect(compressed.status).toBe(200);
    expect((await seenBy(compressed)).rawBody).toEqual(zipped);
  });

  it('gives a body sent without a Content-Type as its bytes (the raw parser alone skipped it), and no body when there is none', async () => {
    const url = await serve(shieldedServer());
    const untyped = await seenBy(await post(url, Buffer.from('{"ok":true}'), {}));
    expect(untyped.declared).toBeUndefined();
    expect(untyped.rawBody?.toString('utf8')).toBe('{"ok":true}');
    const none = await seenBy(await fetch(url));
    expect(none.declared).toBeUndefined();
    expect(none.rawBody).toBeUndefined();
  });

  it('leaves CloudEvents to the runtime, which must parse them', async () => {
    const url = await serve(shieldedServer());
    const binary = await seenBy(
      await post(url, '{"a":1}', {
        'Content-Type': 'application/json',
        'ce-specversion': '1.0',
        'ce-id': '1',
        'ce-type': 't',
        'ce-source': 's',
      }),
    );
    expect(binary).toMatchObject({ shown: 'application/json', body: { a: 1 } });
    const structured = await seenBy(
      await post(url, '{"specversion":"1.0"}', { 'Content-Type': 'application/cloudevents+json' }),
    );
    expect(structured).toMatchObject({ shown: 'application/cloudevents+json', body: { specversion: '1.0' } });
  });

  it('installs nowhere in a process that serves an event function, and once on a prototype', async () => {
    const res = await post(await serve(shieldedServer('cloudevent')), '{"a":', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    class TwiceServer extends Server {}
    keepRequestBodiesRaw(TwiceServer.prototype as never, 'http');
    const once = TwiceServer.prototype.emit;
    keepRequestBodiesRaw(TwiceServer.prototype as never, 'http');
    expect(TwiceServer.prototype.emit).toBe(once);
  });
});
