import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface FilterSectionProps {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

// Static styles (the chevron turns by the button's aria-expanded): a render computes no new style.
const SECTION_SX = { borderBottom: 1, borderColor: 'divider' } as const;
const HEADING_SX = { m: 0 } as const;
const BUTTON_SX = {
  width: '100%',
  justifyContent: 'space-between',
  py: 1.5,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  '& > svg': { transition: 'transform 150ms' },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
} as const;
const PANEL_SX = { pb: 2 } as const;

/** A collapsible sidebar section: a real button with aria-expanded controlling a labelled region. */
export function FilterSection({ title, defaultOpen = false, children }: FilterSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <Box component="section" sx={SECTION_SX}>
      <Typography component="h3" variant="subtitle1" sx={HEADING_SX}>
        <ButtonBase
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          sx={BUTTON_SX}
        >
          {title}
          <ExpandMoreIcon aria-hidden="true" />
        </ButtonBase>
      </Typography>
      {/* Shown and hidden at once (no height animation: MUI's Collapse would add its transition code to the page). */}
      {open && (
        <Box id={panelId} role="region" aria-labelledby={buttonId} sx={PANEL_SX}>
          {children}
        </Box>
      )}
    </Box>
  );
}
