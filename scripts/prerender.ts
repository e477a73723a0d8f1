import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { build, type Connect, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import type { PageHead } from '../src/components/ui/page-meta.tsx';
import type { PrerenderedPage, PublicPage, SiteContent } from '../src/app/entry-prerender.tsx';
import { serializePrerenderState } from '../src/app/prerender-state.ts';
import { readEmulatorHosts, readFirebaseConfig, type BackendKind } from '../src/lib/config.ts';
import { publicPaths } from '../src/lib/paths.ts';
import { sitemapXml } from './seo-files.ts';

export interface PrerenderOptions {
  /** The live origin, for the sitemap. */
  siteUrl: string;
  /** The backend the build is for: the prerender reads the same one. */
  backendKind: BackendKind;
}

/** What the build leaves in dist/build-info.json: the admin dashboard and `npm run deploy` read it. */
export interface BuildInfo {
  builtAt: string;
  backend: BackendKind;
  /** How many pages were prerendered. */
  pages: number;
}

/**
 * After the client build, prerenders the public routes (src/app/entry-prerender.tsx) into static HTML next to
 * it, from the data of the backend the build is for: `/` into index.html, `/hotels` into hotels.html,
 * `/hotel/<id>` into hotel/<id>.html, one page per tour and article the backend holds. It also writes
 * sitemap.xml from the same list and build-info.json. Hosting serves those pages for the clean address
 * (Firebase `cleanUrls`, Vite preview likewise) and every other address gets spa.html, the untouched app shell.
 * In preview, this plugin routes unknown addresses to spa.html.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'himalayan-aster-prerender',
    config: (_, env) => (env.command === 'build' ? { build: { manifest: true } } : undefined),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      await prerenderBuild(config, options);
    },
    configurePreviewServer(server) {
      server.middlewares.use(spaShellFallback(resolve(config.root, config.build.outDir)));
    },
  };
}

const shellFile = 'spa.html';
/** Beside the build manifest (hosting ignores dot folders): the public pages, their sample address and source file. */
export const publicPagesFile = '.vite/public-pages.json';

/** Where the data comes from, in words, for the build log and for the error when it cannot be read. */
export function describeBackend(kind: BackendKind, env: Record<string, string | undefined>): string {
  if (kind === 'local') return 'the sample data (embedded local adapter, demo build)';
  const project = readFirebaseConfig(env)?.projectId ?? '(no project id)';
  const emulators = readEmulatorHosts(env);
  return emulators
    ? `Firebase project ${project} on the emulators (Firestore at ${emulators.firestore.host}:${emulators.firestore.port})`
    : `Firebase project ${project}`;
}

/** How long the first read may take before the build gives up (a hosted project answers in well under a second). */
const readTimeoutMs = 60_000;

async function prerenderBuild(config: ResolvedConfig, { siteUrl, backendKind }: PrerenderOptions) {
  const started = Date.now();
  const outDir = resolve(config.root, config.build.outDir);
  const source = describeBackend(backendKind, config.env as Record<string, string | undefined>);
  // Inside the project, so the renderer finds its packages in node_modules.
  const cacheDir = join(config.root, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const ssrDir = mkdtempSync(join(cacheDir, 'prerender-'));
  try {
    // The same configuration as the site, so the renderer talks to the same backend (`__BACKEND_KIND__` and the
    // VITE_* variables are the site's).
    await build({
      configFile: config.configFile,
      mode: config.mode,
      logLevel: 'warn',
      build: { ssr: 'src/app/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
    await provideDom();
    const renderer = (await import(pathToFileURL(join(ssrDir, 'entry-prerender.js')).href)) as {
      readSiteContent(): Promise<SiteContent>;
      prerenderPage(path: string): Promise<PrerenderedPage>;
      publicPages(prerendered: string[]): Promise<PublicPage[]>;
    };
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    if (!template.includes('<div id="root"></div>') || !/<!--page-head-->[\s\S]*<!--\/page-head-->/.test(template)) {
      throw new Error('index.html needs <div id="root"></div> and the <!--page-head--> markers for the prerender');
    }
    const content = await readContent(renderer, source);
    writeFileSync(join(outDir, shellFile), template);
    const boot = readFileSync(fileURLToPath(new URL('./prerender-boot.js', import.meta.url)));
    const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
    writeFileSync(join(outDir, bootFile), boot);
    const paths = publicPaths(content.tours, content.articles);
    for (const path of paths) {
      let page: PrerenderedPage;
      try {
        page = await renderer.prerenderPage(path);
      } catch (error) {
        throw new Error(`The prerender could not render ${path} from ${source}: ${messageOf(error)}`, { cause: error });
      }
      const file = join(outDir, htmlFileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, path, page, manifest, bootFile));
    }
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, new Date().toISOString().slice(0, 10), content));
    const info: BuildInfo = { builtAt: new Date().toISOString(), backend: backendKind, pages: paths.length };
    writeFileSync(join(outDir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
    // The route table's public pages, for the bench (scripts/bench.mjs): its one source of routes and modules.
    writeFileSync(join(outDir, publicPagesFile), `${JSON.stringify(await renderer.publicPages(paths), null, 2)}\n`);
    config.logger.info(
      `Prerendered ${paths.length} pages (${content.tours.length} tours, ${content.articles.length} articles) from ${source} in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s; sitemap.xml lists them (spa.html serves the rest)`,
    );
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

const messageOf = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause !== undefined ? ` (${messageOf(error.cause)})` : '';
  return message + cause;
};

/** The tours and articles to publish; a store that cannot be read stops the build with a message that says which. */
export async function readContent(
  renderer: { readSiteContent(): Promise<SiteContent> },
  source: string,
  timeoutMs = readTimeoutMs,
): Promise<SiteContent> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([renderer.readSiteContent(), timeout]);
  } catch (error) {
    throw new Error(
      `The prerender could not read the tours and articles from ${source}: ${messageOf(error)}.\n` +
        'The public pages and the sitemap are built from the live data, so the build stops here. Check the ' +
        'VITE_FIREBASE_* configuration and the network (or that the emulators run, with VITE_USE_EMULATORS), ' +
        'or build the demo with VITE_BACKEND=local.',
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Article text and HTML are read with the DOM (DOMParser, DOMPurify). Node has none, so jsdom supplies one:
 * DOMParser as a global, and DOMPurify's instance bound to jsdom's window. `window` itself is removed again right
 * away, so the renderer (TanStack Query, react-router) still knows it is not running in a browser.
 */
async function provideDom() {
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('');
  const scope = globalThis as Record<string, unknown>;
  scope.DOMParser = window.DOMParser;
  scope.window = window;
  try {
    await import('dompurify');
  } finally {
    delete scope.window;
  }
}

/** `/` -> index.html, `/hotels` -> hotels.html, `/hotel/x` -> hotel/x.html: what clean URLs look up. */
export function htmlFileFor(path: string): string {
  if (path === '/') return 'index.html';
  return `${decodeURIComponent(path).replace(/^\/+|\/+$/g, '')}.html`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function headHtml(head: PageHead): string {
  const tags = head.tags.map(
    ({ tag, key, value }) => `<${tag} ${key[0]}="${escapeHtml(key[1])}" ${value[0]}="${escapeHtml(value[1])}" />`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].map((line) => `    ${line}`).join('\n');
}

/** Chunks a page module needs that the entry does not already preload, and their CSS. */
function pageAssets(manifest: Manifest, modules: string[], template: string) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The prerender found no chunk for ${key} in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return { js: [...files].filter(fresh), css: [...css].filter(fresh) };
}

/**
 * The prerendered page for one address. The app's scripts are not in it: a small boot script (prerender-boot.js)
 * starts them once the page has painted, preloading the entry's chunks and the page's own.
 */
export function pageHtml(template: string, path: string, page: PrerenderedPage, manifest: Manifest, bootFile: string): string {
  const assets = pageAssets(manifest, page.modules, template);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry?.[1]) throw new Error('The prerender found no entry <script type="module"> in index.html');
  const entryPreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const chain = entryPreloads.map((match) => match[1]).join(' ');
  const preload = assets.js.map((file) => `/${file}`).join(' ');
  // React puts the preloads it finds (the logo, the LCP image with fetchpriority=high) before the markup: they
  // belong in <head>, where the browser finds them first.
  const imagePreloads = /^(?:<link [^>]*\/>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(imagePreloads.length);
  const links = [
    ...(imagePreloads.match(/<link [^>]*\/>/g) ?? []),
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="module" src="/${bootFile}" data-entry="${escapeHtml(entry[1])}" data-chain="${escapeHtml(chain)}" data-preload="${escapeHtml(preload)}"></script>`,
  ].map((line) => `    ${line}\n`);
  let html = template.replace(entry[0], '');
  for (const match of entryPreloads) html = html.replace(match[0], '');
  // Plugins may append tags right before </head> (the app manifest's link): without the boot script the page
  // would never start, so a template without a </head> is an error, not a quiet miss.
  if (!/<\/head>/.test(html)) throw new Error('The prerender found no </head> in index.html');
  return html
    .replace(/<!--page-head-->[\s\S]*<!--\/page-head-->/, () => (page.head ? headHtml(page.head).trimStart() : ''))
    .replace(/\s*<\/head>/, () => `\n${links.join('')}  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${body}</div>\n    ${serializePrerenderState({ path, queries: page.queries })}`,
    );
}

/** Vite preview: an address with no file of its own gets the app shell, not the prerendered home page. */
function spaShellFallback(outDir: string): Connect.NextHandleFunction {
  const isFile = (path: string) => statSync(join(outDir, path), { throwIfNoEntry: false })?.isFile() ?? false;
  return (req, _res, next) => {
    const accept = req.headers.accept ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html') || !req.url) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return next();
    }
    if (pathname === '/' || [pathname, `${pathname}.html`, join(pathname, 'index.html')].some(isFile)) return next();
    req.url = `/${shellFile}`;
    next();
  };
}
