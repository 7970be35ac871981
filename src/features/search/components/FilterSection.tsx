import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface FilterSectionProps {
  title: string;
  defaultOpen?: boolean;
  /** A filter of this section is in use: the section is open (and opens when one comes into use). */
  active?: boolean;
  children: ReactNode;
}

/** A collapsible sidebar section: a real button with aria-expanded controlling a labelled region. */
export function FilterSection({ title, defaultOpen = false, active = false, children }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen || active);
  // A filter of this section coming into use (a chip's URL, saved filters, a change elsewhere) opens it.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <Box component="section" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h3" variant="subtitle1" sx={{ m: 0 }}>
        <ButtonBase
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            py: 1.5,
            font: 'inherit',
            fontWeight: 700,
            textAlign: 'left',
          }}
        >
          {title}
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      {/* Shown and hidden at once (no height animation: MUI's Collapse would add its transition code to the page). */}
      {open && (
        <Box id={panelId} role="region" aria-labelledby={buttonId} sx={{ pb: 2 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
