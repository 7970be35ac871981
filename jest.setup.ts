import '@testing-library/jest-dom';
// React 19 builds `new FormData(form)` on submit; Node's FormData (jest-fixed-jsdom) rejects a jsdom form.
import './src/test/formDataShim';
