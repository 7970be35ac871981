/**
 * The /test page's scenario switch: which mock scenario this browser asks for (cookie `mock_scenario`,
 * 'default' without one) and the cookie that selects another. The names come from the server's configuration
 * (`appConfig.mockScenarios`, which server/config.ts fills from the mock's catalogue when the embedded mock
 * answers), so the list cannot drift from what the mock understands and production code never imports mocks/.
 */
const SCENARIO_COOKIE = 'mock_scenario';

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
