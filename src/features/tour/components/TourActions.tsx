/**
 * Actions about the whole trip, shown beside the title (above the facts card): add to compare, ask about the trip
 * (./EnquiryDialog.tsx), share and print.
 * - Share uses the Web Share API where the browser has it, else copies the canonical link ('Link copied').
 * - Print opens the browser's print dialog; ./TourPrintStyles.tsx lays the page out as trip notes.
 */
import { shareLink } from '@/components/shareLink';
import { styled } from '@mui/material/styles';
import { PlainButton } from '@/components/PlainButton';
import { useAskAboutTrip } from './askAboutTrip';
import type { TourDetail } from '@/api';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { compareEntryFromTour } from '@/components/compare/compareEntry';
import { useIsHydrating } from '@/components/useIsHydrating';
import { useTourT } from '../tourLang';

/** MUI's HelpOutlineOutlined, ShareOutlined and PrintOutlined icons. */
const HELP_OUTLINE =
  'M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4';
const SHARE_OUTLINED =
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92M18 4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1M6 13c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m12 7.02c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1';
const PRINT_OUTLINED =
  'M19 8h-1V3H6v5H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3M8 5h8v3H8zm8 12v2H8v-4h8zm2-2v-2H6v2H4v-4c0-.55.45-1 1-1h14c.55 0 1 .45 1 1v4z';

export interface TourActionsProps {
  tour: TourDetail;
  /** The tour's canonical URL (what is shared). */
  url: string;
}

/** The row of actions: one styled element, its rules worked out once per page (no Stack: its own code and props). */
const Actions = styled('div', { label: 'TourActions' })(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  justifyContent: 'flex-end',
}));

export function TourActions({ tour, url }: TourActionsProps) {
  const { t } = useTourT();
  // A press before the page's code runs would be lost: the buttons wait, disabled, until then.
  const hydrating = useIsHydrating();
  const askAboutTrip = useAskAboutTrip();

  const share = async () => {
    await shareLink(
      { title: tour.title, url },
      { copied: t('actions.linkCopied'), failed: t('actions.copyFailed') },
    );
  };

  return (
    <Actions data-print="hide">
      <CompareToggle trip={compareEntryFromTour(tour)} />
      {askAboutTrip ? (
        <PlainButton
          variant="outlined"
          size="small"
          startIcon={HELP_OUTLINE}
          disabled={hydrating}
          onClick={() => askAboutTrip(null)}
        >
          {t('enquiry.open')}
        </PlainButton>
      ) : null}
      <PlainButton
        variant="outlined"
        size="small"
        startIcon={SHARE_OUTLINED}
        disabled={hydrating}
        onClick={() => void share()}
      >
        {t('actions.share')}
      </PlainButton>
      <PlainButton
        variant="outlined"
        size="small"
        startIcon={PRINT_OUTLINED}
        disabled={hydrating}
        onClick={() => window.print()}
      >
        {t('actions.print')}
      </PlainButton>
    </Actions>
  );
}
