import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';

export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

/** Text on tint, each ≥ 7 : 1 (MUI's standard alert colours). */
const TONES: Record<NoticeSeverity, { fg: string; bg: string; icon: string; Icon: typeof InfoOutlined }> = {
  error: { fg: '#5f2120', bg: '#fdeded', icon: '#d32f2f', Icon: ErrorOutline },
  warning: { fg: '#663c00', bg: '#fff4e5', icon: '#ed6c02', Icon: ReportProblemOutlined },
  info: { fg: '#014361', bg: '#e5f6fd', icon: '#0288d1', Icon: InfoOutlined },
  success: { fg: '#1e4620', bg: '#edf7ed', icon: '#2e7d32', Icon: CheckCircleOutline },
};

interface NoticeProps {
  severity: NoticeSeverity;
  /** A bold first line (MUI's AlertTitle). */
  title?: ReactNode;
  /** A control at the end of the box, e.g. a retry button. */
  action?: ReactNode;
  /** `outlined`: a border on white instead of a tint (empty states). */
  variant?: 'standard' | 'outlined';
  /** `alert` by default (announced at once), as MUI's Alert; `status` for a polite note. */
  role?: 'alert' | 'status' | 'note';
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * The site's message box (errors, warnings, notes): MUI's Alert look in a fraction of its code. Alert sat on the
 * first paint of several pages (the checkout's among them) with its five icons and slot machinery for what is a
 * tinted box with an icon, a title and an action.
 */
export function Notice({
  severity,
  title,
  action,
  variant = 'standard',
  role = 'alert',
  sx,
  children,
}: NoticeProps) {
  const tone = TONES[severity];
  const { Icon } = tone;
  return (
    <Box
      role={role}
      data-severity={severity}
      sx={[
        {
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          color: tone.fg,
          bgcolor: variant === 'outlined' ? 'background.paper' : tone.bg,
          border: variant === 'outlined' ? `1px solid ${tone.icon}` : 'none',
          fontSize: '0.875rem',
          lineHeight: 1.5,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon aria-hidden sx={{ color: tone.icon, fontSize: 22, flexShrink: 0, mt: '1px' }} />
      <Box sx={{ flex: 1, minWidth: 0, pt: '1px' }}>
        {title ? <Box sx={{ fontWeight: 600, fontSize: '1rem', mb: 0.5 }}>{title}</Box> : null}
        {children}
      </Box>
      {action ? <Box sx={{ flexShrink: 0, ml: 'auto', mr: -1 }}>{action}</Box> : null}
    </Box>
  );
}
