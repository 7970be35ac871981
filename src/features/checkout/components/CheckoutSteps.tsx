/** The two-step indicator: past steps show a check mark and can be clicked; future steps are disabled. */
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import type { CheckoutStep } from '@/domain/checkoutState';

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

export function CheckoutSteps({ step, finished = false, onStepClick }: CheckoutStepsProps) {
  const { t } = useTranslation('checkout');
  return (
    <nav aria-label={t('steps.label')}>
      <Stepper activeStep={finished ? STEPS.length : step - 1} nonLinear={false} sx={{ mb: 3 }}>
        {STEPS.map(({ step: s, key }) => {
          const past = finished || s < step;
          const future = !finished && s > step;
          return (
            <Step key={s} completed={past} disabled={future}>
              {/* MUI renders step buttons as tabs; only a past step can be chosen. */}
              <StepButton
                disabled={!past || finished}
                aria-current={s === step && !finished ? 'step' : undefined}
                onClick={() => onStepClick(s)}
              >
                {t(key)}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
    </nav>
  );
}
