import { createGlobalStyle } from 'styled-components';
import { theme } from '@/lib/theme';
import { plainButtonRules } from './plainButtonRules';
import { priceRules } from './priceRules';

/**
 * The rules of the plain components drawn by class names (./PlainButton.tsx's buttons, ./Price.tsx's prices): a
 * static global style in every page's server HTML. The browser keeps the server's style tag as it is
 * (src/start/adoptServerStyles.ts), so the rules need no code there: the server renders them, the browser renders
 * nothing in their place (a global style has no element, so hydration is the same).
 */
const ServerRules = __SERVER__
  ? createGlobalStyle({ ...plainButtonRules(theme), ...priceRules(theme) })
  : null;

export function PlainStyles() {
  return ServerRules ? <ServerRules /> : null;
}
