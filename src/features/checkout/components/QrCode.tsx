/**
 * The transfer's QR code. Made locally: the VietQR payload (src/domain/checkout/vietqr.ts) drawn by the `qrcode` package,
 * imported on first use so it loads only with the payment step. When a QR image service is configured
 * (appConfig.qrImageUrl) its image URL is used instead.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { appConfig } from '@/api/config';
import type { BankAccount } from '@/api';
import { bookingTransferContent, buildVietQrPayload, vietQrImageUrl } from '@/domain/checkout/vietqr';

export interface QrCodeProps {
  account: BankAccount;
  amount: number;
  bookingId: number;
  alt: string;
  size?: number;
}

export function QrCode({ account, amount, bookingId, alt, size = 240 }: QrCodeProps) {
  const serviceUrl = appConfig.qrImageUrl
    ? vietQrImageUrl(appConfig.qrImageUrl, account, amount, bookingId)
    : null;
  // The drawn image with the payload it was drawn for (a stale one is never shown).
  const [drawn, setDrawn] = useState<{ key: string; src: string } | null>(null);
  const key = `${account.acq_id}|${account.account_number}|${amount}|${bookingId}`;

  useEffect(() => {
    if (serviceUrl) return;
    let alive = true;
    let payload: string;
    try {
      payload = buildVietQrPayload({
        acqId: account.acq_id,
        accountNumber: account.account_number,
        amount,
        purpose: bookingTransferContent(bookingId),
      });
    } catch (error) {
      console.error('VietQR payload could not be built', error);
      return;
    }
    import('qrcode')
      // A CommonJS package: its functions are on `default` (webpack and jest interop alike).
      .then((mod) =>
        (mod.default ?? mod).toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      )
      .then((svg) => {
        if (alive) setDrawn({ key, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch((error: unknown) => console.error('QR code could not be drawn', error));
    return () => {
      alive = false;
    };
    // `key` stands for the account, amount and booking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serviceUrl, key]);

  const shown = serviceUrl ?? (drawn?.key === key ? drawn.src : null);
  return (
    <Box
      sx={{
        width: size,
        height: size,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {shown ? (
        <img
          src={shown}
          alt={alt}
          width={size - 16}
          height={size - 16}
          style={{ imageRendering: 'pixelated' }}
        />
      ) : (
        <CircularProgress aria-hidden="true" />
      )}
    </Box>
  );
}
