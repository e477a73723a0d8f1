import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router';
import { leafRoute, pageModule, routes, type PageHandle } from './router';

// Node, as the prerender runs: only there does the route table know its pages' files (`import.meta.env.SSR`).

function pageHandles(table: RouteObject[]): PageHandle[] {
  return table.flatMap((route) => [...(route.handle ? [route.handle as PageHandle] : []), ...pageHandles(route.children ?? [])]);
}

// The first test loads the route table and so transforms every page module: slow on a busy machine.
describe("the route table's page files", { timeout: 30_000 }, () => {
  it('finds the source file of a page from its import, as the build manifest names it', async () => {
    const handleOf = (path: string) => leafRoute(path)?.handle as PageHandle;
    expect(await pageModule(handleOf('/'))).toBe('src/features/home/pages/home-page.tsx');
    expect(await pageModule(handleOf('/hotel/sikkim-delight'))).toBe('src/features/tours/pages/tour-detail-page.tsx');
    expect(await pageModule(handleOf('/no/such/page'))).toBe('src/app/not-found-page.tsx');
  });

  it('knows the file of every page it routes to', async () => {
    const files = await Promise.all(pageHandles(routes).map((handle) => pageModule(handle)));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });
});
