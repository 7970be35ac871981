/**
 * Actions about the whole trip, shown beside the title (above the facts card): add to compare, ask about the trip
 * (./EnquiryDialog.tsx), share and print.
 * - Share uses the Web Share API where the browser has it, else copies the canonical link ('Link copied').
 * - Print opens the browser's print dialog; ./TourPrintStyles.tsx lays the page out as trip notes.
 */
import { shareLink } from '@/components/shareLink';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useAskAboutTrip } from './askAboutTrip';
import type { TourDetail } from '@/api';
import { CompareToggle } from '@/components/compare/CompareToggle';
import { compareEntryFromTour } from '@/components/compare/compareEntry';
import { useIsHydrating } from '@/components/useIsHydrating';
import { useTourT } from '../tourLang';

export interface TourActionsProps {
  tour: TourDetail;
  /** The tour's canonical URL (what is shared). */
  url: string;
}

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
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
      data-print="hide"
    >
      <CompareToggle trip={compareEntryFromTour(tour)} />
      {askAboutTrip ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<HelpOutlineIcon />}
          disabled={hydrating}
          onClick={() => askAboutTrip(null)}
        >
          {t('enquiry.open')}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        startIcon={<ShareOutlinedIcon />}
        disabled={hydrating}
        onClick={() => void share()}
      >
        {t('actions.share')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PrintOutlinedIcon />}
        disabled={hydrating}
        onClick={() => window.print()}
      >
        {t('actions.print')}
      </Button>
    </Stack>
  );
}
