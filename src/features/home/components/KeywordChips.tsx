/** The home search bar's keyword row: the chosen keywords as removable chips, and the bare input they sit beside. */
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/** The keyword box: a bare input in the chip row (the row shows the focus), styled once at module level. */
export const KeywordInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 140,
  boxSizing: 'content-box',
  height: '1.4375em',
  margin: 0,
  padding: '4px 0 5px',
  border: 0,
  background: 'none',
  font: 'inherit',
  color: theme.palette.text.primary,
  outline: 'none',
  '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
}));

export function KeywordChips({
  chips,
  onRemove,
}: {
  chips: readonly string[];
  onRemove: (chip: string) => void;
}) {
  const { t } = useTranslation('home');
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('search.selectedKeywords')}
      sx={{ display: 'contents', listStyle: 'none', m: 0, p: 0 }}
    >
      {chips.map((chip) => (
        <Box
          component="li"
          key={chip}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.25,
            pl: 1.25,
            pr: 0.25,
            height: 28,
            borderRadius: 14,
            border: '1px solid',
            borderColor: 'primary.main',
            color: 'primary.main',
            fontSize: '0.8125rem',
            fontWeight: 500,
          }}
        >
          {chip}
          <Box
            component="button"
            type="button"
            aria-label={t('search.removeChip', { keyword: chip })}
            onClick={(event) => {
              event.stopPropagation();
              onRemove(chip);
            }}
            sx={{
              display: 'inline-flex',
              p: 0.25,
              border: 0,
              borderRadius: '50%',
              bgcolor: 'transparent',
              color: 'inherit',
              cursor: 'pointer',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <Close sx={{ fontSize: 16 }} aria-hidden="true" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
