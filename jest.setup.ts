import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// React 19 builds `new FormData(form)` on submit; Node's FormData (jest-fixed-jsdom) rejects a jsdom form.
import './src/test/formDataShim';

// Pages load lazily (route chunks, i18n namespaces) and CI machines are small: give async queries room.
configure({ asyncUtilTimeout: 10_000 });

// DOMPurify is loaded on first need in the browser (see src/components/purify.ts); tests render with it at hand.
beforeAll(async () => {
  const { loadPurifier } = await import('./src/components/purify');
  await loadPurifier();
});
