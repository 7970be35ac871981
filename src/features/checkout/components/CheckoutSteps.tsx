/**
 * The two-step indicator: past steps show a check mark and can be clicked; future steps are disabled.
 *
 * The markup and roles are those MUI's `Stepper` with `StepButton`s renders (a list as a tab list, each step a tab
 * button; the current step `aria-current="step"`), without its code (stepper parts and a roving
 * tab index on the checkout's first load), for two buttons of which at most one is ever enabled.
 */
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { CheckoutStep } from '@/domain/checkout/checkoutState';

export interface CheckoutStepsProps {
  step: CheckoutStep;
  /** Everything is done (the payment is complete): no step can be revisited. */
  finished?: boolean;
  onStepClick: (step: CheckoutStep) => void;
}

const STEPS: ReadonlyArray<{ step: CheckoutStep; key: 'steps.traveller' | 'steps.payment' }> = [
  { step: 1, key: 'steps.traveller' },
  { step: 2, key: 'steps.payment' },
];

const List = styled('ol', { label: 'CheckoutStepList' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  margin: theme.spacing(0, 0, 3),
  padding: 0,
  listStyle: 'none',
}));

const Item = styled('li', { label: 'CheckoutStep' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  // The line between two steps.
  '& + &': { flex: 1 },
  '& + &::before': {
    content: '""',
    flex: 1,
    minWidth: 24,
    margin: theme.spacing(0, 1),
    borderTop: `1px solid ${theme.palette.grey[400]}`,
  },
}));

const StepTab = styled('button', { label: 'CheckoutStepTab' })(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 48,
  margin: 0,
  padding: theme.spacing(1, 1.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'none',
  font: 'inherit',
  fontSize: '0.875rem',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
  '&:disabled': { cursor: 'default' },
  '&:not(:disabled):hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&[aria-selected="true"], &[data-completed]': { color: theme.palette.text.primary, fontWeight: 500 },
  '& svg': { width: 24, height: 24, flexShrink: 0, fill: theme.palette.text.disabled },
  '&[aria-selected="true"] svg, &[data-completed] svg': { fill: theme.palette.primary.main },
  '& text': { fill: theme.palette.primary.contrastText, fontSize: '0.75rem' },
}));

/** MUI's step icon: the step's number in a circle, or a check mark once the step is done. */
function StepIcon({ number, completed }: { number: number; completed: boolean }) {
  return (
    <svg focusable="false" aria-hidden viewBox="0 0 24 24">
      {completed ? (
        <path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z" />
      ) : (
        <>
          <circle cx="12" cy="12" r="12" />
          <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
            {number}
          </text>
        </>
      )}
    </svg>
  );
}

export function CheckoutSteps({ step, finished = false, onStepClick }: CheckoutStepsProps) {
  const { t } = useTranslation('checkout');
  return (
    <nav aria-label={t('steps.label')}>
      <List role="tablist" aria-orientation="horizontal">
        {STEPS.map(({ step: s, key }) => {
          const past = finished || s < step;
          const current = !finished && s === step;
          return (
            <Item key={s} role="presentation">
              {/* Only a past step can be chosen. */}
              <StepTab
                type="button"
                role="tab"
                aria-selected={current}
                aria-posinset={s}
                aria-setsize={STEPS.length}
                aria-current={current ? 'step' : undefined}
                data-completed={past || undefined}
                disabled={!past || finished}
                onClick={() => onStepClick(s)}
              >
                <StepIcon number={s} completed={past} />
                {t(key)}
              </StepTab>
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
