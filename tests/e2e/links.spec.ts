/**
 * The site's links (src/components/AppLink.tsx): plain anchors that the page follows itself, without loading a new
 * document, and that the browser keeps for itself when asked (a new tab).
 */
import { expect, test } from './helpers';

test('a link to one of the site’s pages opens it in the page: no new document, the history as before', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    // The page's own documents (not a third-party frame's, such as the footer's map).
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      documents.push(request.url());
  });
  await page.goto('/en/detail-trip/ha-long-bay-discovery');
  const loaded = documents.length;
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const home = page.getByRole('banner').getByRole('link', { name: /Home/ });
  await expect(home).toHaveAttribute('href', '/en');
  await home.click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(documents).toHaveLength(loaded);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/en\/detail-trip\/ha-long-bay-discovery$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(documents).toHaveLength(loaded);
});

test('a modified click on a site link is the browser’s own: the page stays', async ({ page, context }) => {
  await page.goto('/en/detail-trip/ha-long-bay-discovery');
  const home = page.getByRole('banner').getByRole('link', { name: /Home/ });
  const opened = context.waitForEvent('page');
  await home.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).pathname).toBe('/en');
  await expect(page).toHaveURL(/\/en\/detail-trip\/ha-long-bay-discovery$/);
  await tab.close();
});
