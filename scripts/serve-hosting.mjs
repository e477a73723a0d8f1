#!/usr/bin/env node
/**
 * Serves a build as Firebase Hosting serves dist/: firebase.json's `hosting` (clean URLs, no trailing slash, every
 * other address rewritten to spa.html, and its headers: the Content-Security-Policy, the caching, the framing) read
 * by superstatic, the server Firebase's own Hosting emulator runs. The browser journeys run on it
 * (playwright.config.ts), so a page that production's headers would break fails there: `vite preview` sends none of
 * them (an inline <style> refused by the policy showed only in production).
 *
 *   node scripts/serve-hosting.mjs --dir dist-e2e-local --port 4173 [--connect-src "http://127.0.0.1:8080 …"]
 *
 * --connect-src adds origins to the policy's connect-src: the emulators that a build for them talks to, which
 * production's policy rightly does not name. Responses are not compressed (Hosting compresses them): on the
 * loopback that would only cost CPU on both sides.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import superstatic from 'superstatic';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'connect-src': { type: 'string', default: '' },
  },
});
if (!values.dir || !values.port) {
  console.error('Usage: node scripts/serve-hosting.mjs --dir <build> --port <port> [--connect-src "<origins>"]');
  process.exit(2);
}

/** firebase.json's hosting, serving `dir`, with `origins` added to every Content-Security-Policy's connect-src. */
function hostingConfig(firebaseJson, dir, origins) {
  const { hosting } = firebaseJson;
  const extra = origins.trim();
  const withOrigins = (policy) =>
    extra
      ? policy.replace(/(^|;\s*)connect-src ([^;]*)/, (_, start, sources) => `${start}connect-src ${sources} ${extra}`)
      : policy;
  return {
    ...hosting,
    public: dir,
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === 'content-security-policy' ? { ...header, value: withOrigins(header.value) } : header,
      ),
    })),
  };
}

const config = hostingConfig(
  JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')),
  values.dir,
  values['connect-src'],
);
const handle = (superstatic.default ?? superstatic)({ config, cwd: process.cwd(), compression: false });
createServer((request, response) =>
  handle(request, response, () => {
    response.statusCode = 404;
    response.end('Not found');
  }),
).listen(Number(values.port), values.host, () =>
  console.log(`Serving ${values.dir} as Firebase Hosting at http://${values.host}:${values.port}`),
);
