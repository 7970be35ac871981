import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// React 19 builds `new FormData(form)` on submit; Node's FormData (jest-fixed-jsdom) rejects a jsdom form.
import './src/test/formDataShim';

// Pages load lazily (route chunks, i18n namespaces) and CI machines are small: give async queries room.
configure({ asyncUtilTimeout: 10_000 });
