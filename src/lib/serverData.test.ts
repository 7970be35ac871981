import type * as ServerDataModule from './serverData';

/** A fresh copy of the module (it reads the page's block once), with the page's body set first. */
function load(body: string): typeof ServerDataModule {
  document.body.innerHTML = body;
  let mod: typeof ServerDataModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof ServerDataModule>('./serverData');
  });
  return mod!;
}

describe('readServerData', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("reads the page's JSON data block once", () => {
    const data = { lang: 'en', api: {}, i18n: { en: { common: { hello: '<b>' } } } };
    const { readServerData } = load(
      `<div id="root"></div><script id="__SSR__" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    );
    expect(readServerData()).toEqual(data);
    document.getElementById('__SSR__')!.remove();
    expect(readServerData()).toEqual(data);
  });

  it('gives none without a block, and none for a block that is not JSON (the page then renders from scratch)', () => {
    expect(load('<div id="root"></div>').readServerData()).toBeUndefined();
    expect(
      load('<script id="__SSR__" type="application/json">{"lang":"en",</script>').readServerData(),
    ).toBeUndefined();
  });
});
