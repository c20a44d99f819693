// With CONTENT_API_URL the reference server reads what it needs of the content (a page's SEO
// tags for crawlers, the sitemap) from the CMS too (server/content/remote-store.ts): the same
// answers as from its own content service, here against the seeded CMS.
import { describe, expect, it } from 'vitest';
import { remoteContentStore } from '../../server/content/remote-store';
import { sqlContentStore } from '../../server/content/sql-store';
import { contentHead, contentRoutes } from '../../server/seo/content';
import { cmsBesideBuiltIn } from './cms';

const services = cmsBesideBuiltIn();

describe('the server reads the CMS as it reads its own content', () => {
  const remote = () => remoteContentStore(services.cms.baseUrl, (url, init) => services.cms.fetch(url, init));
  const local = () => sqlContentStore(services.builtIn.db);

  it('a page’s title, description and picture for crawlers', async () => {
    for (const path of ['/', '/about-us', '/farm-services', '/news']) {
      const [fromCms, own] = await Promise.all([contentHead(remote(), 'tui-vets', path, 'Tui Vets'), contentHead(local(), 'tui-vets', path, 'Tui Vets')]);
      expect(fromCms?.title, path).toBe(own?.title);
      expect(fromCms?.title, path).toBeTruthy();
      expect(fromCms?.description, path).toBe(own?.description);
      // The CMS's pictures are its uploads (its own address), the built-in's the demo's files.
      expect(Boolean(fromCms?.image), path).toBe(Boolean(own?.image));
    }
  });

  it('the sitemap’s routes (news under the CMS’s ids)', async () => {
    const [fromCms, own] = await Promise.all([contentRoutes(remote(), 'tui-vets'), contentRoutes(local(), 'tui-vets')]);
    const pages = (routes: { path: string }[]) =>
      routes
        .map((r) => r.path)
        .filter((p) => !p.startsWith('/news/'))
        .sort();
    expect(pages(fromCms)).toEqual(pages(own));
    expect(fromCms.filter((r) => r.path.startsWith('/news/'))).toHaveLength(own.filter((r) => r.path.startsWith('/news/')).length);
  });

  it('a CMS that does not answer is an error the caller handles, not a hang', async () => {
    const down = remoteContentStore('http://127.0.0.1:9/api');
    await expect(down.list('tui-vets', 'ui-page')).rejects.toThrow();
  });
});
