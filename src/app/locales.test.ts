/**
 * Both languages must have the same namespace files, the same (nested) keys and no empty values.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUNDLED_NAMESPACES } from '@/lib/i18n';
import { SERVER_RESOURCES } from './i18nServer';

const LOCALES = path.resolve(__dirname, '../locales');
const LANGUAGES = ['vi', 'en'] as const;

function namespaces(lng: string): string[] {
  return fs
    .readdirSync(path.join(LOCALES, lng))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/** 'a.b.c' → value, for every leaf. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function read(lng: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, lng, file), 'utf8'));
}

describe('locales', () => {
  it('vi and en have the same namespace files', () => {
    expect(namespaces('en')).toEqual(namespaces('vi'));
    expect(namespaces('vi')).toContain('common.json');
  });

  const files = [...new Set(LANGUAGES.flatMap(namespaces))];
  it.each(files)('%s has identical keys in vi and en and no empty value', (file) => {
    const [vi, en] = LANGUAGES.map((lng) => leaves(read(lng, file)));
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [lng, map] of [
      ['vi', vi],
      ['en', en],
    ] as const) {
      for (const [key, value] of map) {
        const ok =
          (typeof value === 'string' && value.trim() !== '') ||
          (Array.isArray(value) && value.length > 0) ||
          typeof value === 'number' ||
          typeof value === 'boolean';
        if (!ok) throw new Error(`${lng}/${file}: "${key}" is empty`);
      }
    }
  });

  it('the server lists every namespace file, and the README names the bundled ones', () => {
    const files = fs
      .readdirSync(path.join(LOCALES, 'vi'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''))
      .sort();
    for (const lang of LANGUAGES) expect(Object.keys(SERVER_RESOURCES[lang]).sort()).toEqual(files);
    const readme = fs.readFileSync(path.resolve(__dirname, 'README.md'), 'utf8');
    const sentence = /Only ((?:`\w+`(?:, | and )?)+) (?:is|are) bundled eagerly/.exec(readme);
    expect(sentence).not.toBeNull();
    expect([...sentence![1].matchAll(/`(\w+)`/g)].map((m) => m[1]).sort()).toEqual(
      [...BUNDLED_NAMESPACES].sort(),
    );
  });
});
