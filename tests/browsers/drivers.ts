/**
 * The engines, each behind the same Tab (page.ts): Chromium (the control) and Firefox ESR through puppeteer-core
 * (CDP, WebDriver BiDi), WebKitGTK through selenium-webdriver and WebKitWebDriver (under xvfb-run). All from
 * Debian's packages: chromium, firefox-esr, webkit2gtk-driver, xvfb.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { describe, FIND_IN_PAGE, poll, queryArg, STEP_TIMEOUT_MS, type Query, type Tab } from './page';
import { freePort } from '../../scripts/serve-build.cjs';

const WIDTH = 1280;
const HEIGHT = 900;
const HYDRATED = "document.documentElement.hasAttribute('data-hydrated')";
/**
 * Brings the element to the middle of the window at once (the site scrolls smoothly, and a click computed before a
 * smooth scroll ends lands elsewhere), then waits, as Playwright's actionability checks do, until it has kept its place
 * for two frames and is what a click at its middle would hit: on a page still settling (sections below rendering as
 * they near, a section above hydrating, a glide of the section menu ending), a click computed one frame too early
 * landed on a review card 550 px below "Read all reviews". Gives up waiting after 3 s (the click then goes as it is).
 */
const centre = (node: Element) => {
  node.scrollIntoView({ block: 'center', behavior: 'instant' });
  return new Promise<boolean>((done) => {
    const began = performance.now();
    let last = '';
    let same = 0;
    const check = () => {
      const box = node.getBoundingClientRect();
      const place = `${box.left},${box.top},${box.width},${box.height}`;
      same = place === last ? same + 1 : 0;
      last = place;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight) {
        node.scrollIntoView({ block: 'center', behavior: 'instant' });
        same = 0;
      }
      const hit = document.elementFromPoint(x, y);
      if ((same >= 2 && hit && (node === hit || node.contains(hit))) || performance.now() - began > 3000)
        done(true);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
};
/** The same, as a WebDriver script. */
const CENTRE = `return (${centre.toString()})(arguments[0]);`;

/** An element found, then replaced by a render before it was used (a stand-in swapped for its widget): found again. */
const REPLACED = /detached|stale element|not attached/i;
async function again<T>(act: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await act();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !REPLACED.test(error.message)) throw error;
    }
  }
}

export interface Engine {
  name: 'chromium' | 'firefox' | 'webkit';
  /** A fresh tab with no stored state (its own profile or context). */
  tab(base: string): Promise<Tab>;
  stop(): Promise<void>;
}

function puppeteerTab(page: Page, base: string, close: () => Promise<void>): Tab {
  const element = (query: Query) =>
    poll(describe(query), async () => {
      const handle = await page.evaluateHandle(`${FIND_IN_PAGE}(${JSON.stringify(queryArg(query))})`);
      const el = handle.asElement() as ElementHandle<Element> | null;
      if (!el) await handle.dispose();
      return el;
    });
  const tab: Tab = {
    async open(path) {
      await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
      await tab.until('the page hydrated', HYDRATED);
    },
    click: (query) =>
      again(async () => {
        const el = await element(query);
        await el.evaluate(centre);
        await el.click();
        await el.dispose();
      }),
    async type(query, text) {
      await tab.click(query);
      // The field that has the focus now: a stand-in clicked may have been replaced by its widget meanwhile.
      await again(async () => {
        const el = await element(query);
        await el.type(text);
        await el.dispose();
      });
    },
    keys: (text) => page.keyboard.type(text),
    async see(query) {
      await (await element(query)).dispose();
    },
    async until(what, expression) {
      await poll(what, async () => Boolean(await page.evaluate(expression)));
    },
    url: async () => page.url(),
    close,
  };
  return tab;
}

async function puppeteerEngine(name: 'chromium' | 'firefox', executablePath: string): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: name === 'firefox' ? 'firefox' : 'chrome',
    executablePath,
    headless: true,
    args: name === 'chromium' ? ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] : [],
  });
  return {
    name,
    async tab(base) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: WIDTH, height: HEIGHT });
      return puppeteerTab(page, base, () => context.close());
    },
    stop: () => browser.close(),
  };
}

function seleniumTab(driver: WebDriver, base: string): Tab {
  const element = (query: Query) =>
    poll(describe(query), async () => {
      const found = (await driver.executeScript(
        `return ${FIND_IN_PAGE.trim()}(arguments[0])`,
        queryArg(query),
      )) as WebElement | null;
      return found;
    });
  const tab: Tab = {
    async open(path) {
      await driver.get(`${base}${path}`);
      await tab.until('the page hydrated', HYDRATED);
    },
    click: (query) =>
      again(async () => {
        const el = await element(query);
        await driver.executeScript(CENTRE, el);
        await el.click();
      }),
    async type(query, text) {
      await tab.click(query);
      await again(async () => {
        const el = await element(query);
        await el.sendKeys(text);
      });
    },
    keys: (text) => driver.actions().sendKeys(text).perform(),
    async see(query) {
      await element(query);
    },
    async until(what, expression) {
      await poll(what, async () => Boolean(await driver.executeScript(`return (${expression})`)));
    },
    url: () => driver.getCurrentUrl(),
    close: () => driver.quit(),
  };
  return tab;
}

/** MiniBrowser, the WebKitGTK browser Debian ships for automation. */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function webkitEngine(): Promise<Engine> {
  const port = await freePort();
  // The driver and the browsers it starts share one virtual display.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const server = `http://127.0.0.1:${port}`;
  await poll('WebKitWebDriver', async () => (await fetch(`${server}/status`)).ok);
  return {
    name: 'webkit',
    async tab(base) {
      const session = await new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
      await session.manage().window().setRect({ width: WIDTH, height: HEIGHT });
      return seleniumTab(session, base);
    },
    async stop() {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}

export async function startEngine(name: Engine['name']): Promise<Engine> {
  if (name === 'webkit') return webkitEngine();
  if (name === 'firefox')
    return puppeteerEngine('firefox', process.env.FIREFOX_PATH || '/usr/bin/firefox-esr');
  return puppeteerEngine('chromium', process.env.CHROME_PATH || '/usr/bin/chromium');
}
