/**
 * Whether the page is hydrating server-rendered HTML right now. src/main.tsx turns it on before hydrateRoot and
 * the root turns it off once hydration has committed. Parts below the fold use it to hydrate later (see
 * DeferredSection): their server HTML stays on screen meanwhile, so the content never waits.
 */
export const hydration = { active: false };

export function startHydration(): void {
  hydration.active = true;
}

export function endHydration(): void {
  hydration.active = false;
}
