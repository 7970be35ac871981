/**
 * i18n for jest: the app's i18next instance with EVERY namespace of src/locales loaded synchronously, so
 * components render their texts at once (no lazy chunk, no Suspense wait for texts).
 * Imported by renderWithProviders; import it directly in a test that renders without that helper.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18n from '@/lib/i18n';

const LOCALES = path.resolve(__dirname, '../locales');

export function loadAllLocales(): void {
  for (const lng of fs.readdirSync(LOCALES)) {
    const dir = path.join(LOCALES, lng);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.json')) continue;
      const resources = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object;
      i18n.addResourceBundle(lng, file.replace(/\.json$/, ''), resources, true, true);
    }
  }
}

loadAllLocales();

/** Switch the interface language (synchronous in tests: everything is loaded). */
export function setTestLanguage(lng: 'vi' | 'en'): void {
  if (i18n.language !== lng) void i18n.changeLanguage(lng);
}

export default i18n;
