/**
 * The /test page's scenario switch: which mock scenario this browser asks for (cookie `mock_scenario`,
 * 'default' without one) and the cookie that selects another. The names come from the build's configuration
 * (MOCK_SCENARIOS, written by scripts/public-config.ts from the mock's catalogue), so the list cannot drift from
 * what the mock understands and production code never imports mocks/.
 */
const SCENARIO_COOKIE = 'mock_scenario';

export const MOCK_SCENARIO_NAMES: readonly string[] = (process.env.MOCK_SCENARIOS ?? '')
  .split(',')
  .filter(Boolean);
export const DEFAULT_SCENARIO = 'default';

/** The scenario named by the cookie string (document.cookie), or 'default'. */
export function readScenarioCookie(cookies: string): string {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SCENARIO_COOKIE) continue;
    const raw = rest.join('=');
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // keep the raw value
    }
    return value.trim() || DEFAULT_SCENARIO;
  }
  return DEFAULT_SCENARIO;
}

/** The document.cookie assignment that selects `scenario` for the whole site. */
export function scenarioCookie(scenario: string): string {
  return `${SCENARIO_COOKIE}=${encodeURIComponent(scenario)}; path=/; SameSite=Lax`;
}
