// Stands in for stylis/src/Prefixer.js in the site's bundles (webpack/substitutions.ts, STYLIS_PREFIXER_MODULE):
// styled-components adds vendor prefixes only when a StyleSheetManager asks for them (`enableVendorPrefixes`), and
// the site never does (the browsers it supports take the standard properties), so stylis' prefix table is never
// read. If a StyleSheetManager ever turns prefixes on, its first rule fails here, loudly.
export function prefix() {
  throw new Error(
    'Vendor prefixes are left out of this build (webpack/substitutions.ts, STYLIS_PREFIXER_MODULE)',
  );
}
