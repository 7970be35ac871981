/**
 * /test — for testers: the build version, the content service in use and, when the embedded mock serves the
 * site, the active mock scenario with a switch (sets the cookie `mock_scenario` for path=/ and reloads).
 */
import Box from '@mui/material/Box';
import { PageContainer } from '@/components/PageContainer';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { appConfig, usesEmbeddedMock } from '@/api/config';
import { PageTitle } from '@/components/PageTitle';
import { paths } from '@/domain/shared/paths';
import { readScenarioCookie, scenarioCookie } from '../mockScenario';

export interface TestPageProps {
  /** Reloads the page after a scenario change (tests pass a spy). */
  reload?: () => void;
}

/** The cookie is read, not watched: a change of scenario reloads the page. */
const unwatched = () => () => {};
/**
 * The server has no document: it and hydration render no scenario and a disabled switch; the browser's cookie
 * shows right after hydration, when the switch works (a choice made before would be lost).
 */
const serverScenario = () => null;

export default function TestPage({ reload = () => window.location.reload() }: TestPageProps) {
  const { t } = useTranslation('testPage');
  const cookieScenario = useSyncExternalStore<string | null>(
    unwatched,
    () => readScenarioCookie(document.cookie),
    serverScenario,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const scenario = chosen ?? cookieScenario;
  const options =
    scenario === null || appConfig.mockScenarios.includes(scenario)
      ? appConfig.mockScenarios
      : [scenario, ...appConfig.mockScenarios];

  const choose = (next: string) => {
    document.cookie = scenarioCookie(next);
    setChosen(next);
    reload();
  };

  return (
    <PageContainer as="article" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={t('title')} />
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('intro')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1.5,
          mb: 4,
        }}
      >
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('version')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
          {appConfig.appVersion}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('contentService')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {appConfig.contentApiUrl || t('embeddedMock')}
        </Typography>
        {usesEmbeddedMock() ? (
          <>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {t('activeScenario')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }} data-testid="active-scenario">
              {scenario}
            </Typography>
          </>
        ) : null}
      </Box>
      {usesEmbeddedMock() ? (
        <Box component="section" aria-labelledby="scenario-heading" sx={{ mb: 4 }}>
          <Typography variant="h2" id="scenario-heading" sx={{ typography: 'h4', mb: 1 }}>
            {t('scenarioTitle')}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {t('scenarioHelp')}
          </Typography>
          <TextField
            select
            label={t('scenarioLabel')}
            value={scenario ?? ''}
            disabled={scenario === null}
            onChange={(event) => choose(event.target.value)}
            sx={{ minWidth: 280 }}
          >
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
        </Box>
      ) : (
        <Typography sx={{ mb: 4 }}>{t('realService')}</Typography>
      )}
      <Stack direction="row" spacing={3}>
        <Link component={AppLink} to={paths.home('vi')} lang="vi">
          {t('homeVi')}
        </Link>
        <Link component={AppLink} to={paths.home('en')} lang="en">
          {t('homeEn')}
        </Link>
      </Stack>
    </PageContainer>
  );
}
