/** One payment detail with a Copy button that shows 'Copied!' for 2 s (clipboard use is guarded). */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { COPY_CONFIRMATION_MS } from '@/domain/checkout/payment';

export interface CopyRowProps {
  label: string;
  /** What is shown. */
  value: string;
  /** What is copied (defaults to the shown value). */
  copyText?: string;
}

export function CopyRow({ label, value, copyText }: CopyRowProps) {
  const { t } = useTranslation('checkout');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard?.writeText) {
      console.error('Clipboard is not available');
      return;
    }
    try {
      await clipboard.writeText(copyText ?? value);
      setCopied(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch (error) {
      console.error('Copy failed', error);
    }
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}>
          {value}
        </Typography>
      </Box>
      <Button
        size="small"
        variant={copied ? 'contained' : 'outlined'}
        color={copied ? 'success' : 'primary'}
        startIcon={<ContentCopyIcon fontSize="small" />}
        aria-label={copied ? t('payment.copied') : t('payment.copyField', { field: label })}
        onClick={() => void copy()}
        sx={{ flexShrink: 0 }}
      >
        {copied ? t('payment.copied') : t('payment.copy')}
      </Button>
    </Box>
  );
}
