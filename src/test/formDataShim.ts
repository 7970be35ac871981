/**
 * Test-only (loaded for every test by jest.setup.ts): jest-fixed-jsdom gives Node's FormData, which rejects a jsdom <form>. React 19 builds
 * `new FormData(form, submitter)` when a submit handler starts a transition (e.g. a router navigation from
 * onSubmit), so such a submit throws under jest although it works in browsers. Importing this module makes
 * FormData accept a jsdom form by copying its named, enabled fields.
 */
const NodeFormData = globalThis.FormData;

class FormDataAcceptingForms extends NodeFormData {
  constructor(form?: unknown, submitter?: unknown) {
    super();
    if (typeof HTMLFormElement !== 'undefined' && form instanceof HTMLFormElement) {
      for (const element of Array.from(form.elements)) {
        const field = element as HTMLInputElement;
        if (!field.name || field.disabled) continue;
        if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
        if (field.type === 'submit' || field.type === 'button') {
          if (field === submitter) this.append(field.name, field.value);
          continue;
        }
        this.append(field.name, field.value);
      }
    }
  }
}

if (!(NodeFormData as unknown as { acceptsForms?: boolean }).acceptsForms) {
  Object.defineProperty(FormDataAcceptingForms, 'acceptsForms', { value: true });
  globalThis.FormData = FormDataAcceptingForms as unknown as typeof FormData;
}

export {};
