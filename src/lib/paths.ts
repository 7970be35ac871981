/**
 * The route registry: href builders for every page (use these; never build a URL string by hand). The
 * builders are pure and live in src/domain/shared/paths.ts so shared components and domain rules can use them too;
 * the patterns themselves are written once, in ./router.tsx.
 */
export { paths, type Paths, type SearchParamsInput } from '@/domain/shared/paths';
