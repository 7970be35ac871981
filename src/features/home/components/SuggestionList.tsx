/**
 * The dropdown's content: smart suggestions for what is typed, else popular searches, else what Enter will do.
 * Rendered from the deferred text (issue 32): a key paints the keyword box at once, the list follows.
 */
import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '@/domain/search/suggestions';
import { classifyListingError } from '@/domain/search/listingErrors';

export interface SuggestionListProps {
  headingId: string;
  /** The suggestion source failed: its error (the list still offers popular searches). */
  sourceError: unknown;
  smart: readonly Suggestion[];
  popular: readonly string[];
  /** What is typed (for 'no match'). */
  typed: string;
  onPick: (text: string) => void;
}

export const SuggestionList = memo(function SuggestionList({
  headingId: dropdownHeadingId,
  sourceError,
  smart,
  popular,
  typed,
  onPick: pickSuggestion,
}: SuggestionListProps) {
  const { t } = useTranslation('home');
  return (
    <>
      {sourceError ? (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 1, pb: 1 }}>
          {t('search.error', {
            message: t(`search.listErrors.${classifyListingError(sourceError)}`),
          })}
        </Typography>
      ) : null}
      {smart.length ? (
        <>
          <Typography
            id={dropdownHeadingId}
            component="h3"
            variant="overline"
            sx={{ px: 1, fontWeight: 700, color: 'text.secondary' }}
          >
            {t('search.smartSuggestions')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {smart.map((item) => (
              <li key={`${item.type}-${item.value}`}>
                <Button
                  fullWidth
                  color="inherit"
                  onClick={() => pickSuggestion(item.value)}
                  sx={{
                    justifyContent: 'space-between',
                    fontWeight: 500,
                    borderRadius: 1.5,
                    gap: 2,
                    textAlign: 'left',
                  }}
                >
                  <span>{item.label}</span>
                  <Typography component="span" variant="caption" color="textSecondary">
                    {t(`search.types.${item.type}`)}
                  </Typography>
                </Button>
              </li>
            ))}
          </Box>
        </>
      ) : popular.length === 0 ? (
        // Nothing matches what is typed: no heading over nothing, but what Enter will do.
        <Typography id={dropdownHeadingId} variant="body2" color="textSecondary" sx={{ px: 1, py: 0.5 }}>
          {t('search.noMatch', { text: typed.trim() })}
        </Typography>
      ) : (
        <>
          <Typography
            id={dropdownHeadingId}
            component="h3"
            variant="overline"
            sx={{ px: 1, fontWeight: 700, color: 'text.secondary' }}
          >
            {t('search.popularSearches')}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, px: 1 }}
          >
            {popular.map((term) => (
              <li key={term}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => pickSuggestion(term)}
                  sx={{ fontWeight: 500 }}
                >
                  {term}
                </Button>
              </li>
            ))}
          </Box>
        </>
      )}
    </>
  );
});
