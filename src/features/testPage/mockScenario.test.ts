import { SCENARIOS } from '../../../mocks/scenarios';
import { appConfig } from '@/api/config';
import { readServerConfig } from '../../../server/config';
import { readScenarioCookie, scenarioCookie } from './mockScenario';

describe('mock scenario cookie', () => {
  it('reads mock_scenario from the cookies, default without it', () => {
    expect(readScenarioCookie('')).toBe('default');
    expect(readScenarioCookie('a=1; mock_scenario=tours-500; b=2')).toBe('tours-500');
    expect(readScenarioCookie('mock_scenario=slow%2Ctours-500')).toBe('slow,tours-500');
    expect(readScenarioCookie('other_mock_scenario=x')).toBe('default');
    expect(readScenarioCookie('mock_scenario=')).toBe('default');
  });

  it('writes the cookie for the whole site (path=/)', () => {
    expect(scenarioCookie('articles-404')).toBe('mock_scenario=articles-404; path=/; SameSite=Lax');
  });

  it('lists exactly the scenarios the mock understands', () => {
    expect([...appConfig.mockScenarios].sort()).toEqual(Object.keys(SCENARIOS).sort());
    expect(appConfig.mockScenarios[0]).toBe('default');
  });

  it('gets the names from the server’s configuration: the mock’s list, none with a real content service', () => {
    expect(readServerConfig({}).public.mockScenarios).toEqual(appConfig.mockScenarios);
    expect(readServerConfig({ CONTENT_API_URL: 'https://content.example.com' }).public.mockScenarios).toEqual(
      [],
    );
  });
});
