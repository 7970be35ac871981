/** One of the home search bar's date fields: its label and a button that opens its calendar. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import { formatTypedDate } from '@/domain/search/searchDates';

export interface SearchDateFieldProps {
  /** Unique prefix of the field's ids. */
  id: string;
  label: string;
  value: Date | null;
  /** What the button says without a date ('Any date'). */
  emptyText: string;
  expanded: boolean;
  onToggle: (element: HTMLElement) => void;
}

export function SearchDateField({ id, label, value, emptyText, expanded, onToggle }: SearchDateFieldProps) {
  return (
    <Box sx={{ flex: { md: '0 0 190px' }, minWidth: 0 }}>
      <Typography
        id={`${id}-label`}
        component="span"
        variant="caption"
        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', px: 1 }}
      >
        {label}
      </Typography>
      <Button
        fullWidth
        color="inherit"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        onClick={(event) => onToggle(event.currentTarget)}
        startIcon={<CalendarMonth aria-hidden="true" />}
        sx={{
          justifyContent: 'flex-start',
          fontWeight: 500,
          color: value ? 'text.primary' : 'text.secondary',
          borderRadius: 2,
          px: 1,
        }}
      >
        <span id={`${id}-value`}>{value ? formatTypedDate(value) : emptyText}</span>
      </Button>
    </Box>
  );
}
