/**
 * FAQ accordion: one item open at a time. Answers are HTML (SafeHtml).
 *
 * Plain elements styled by one list (`FaqList`), drawn as MUI's Accordion with the theme's overrides were (the same
 * pixels closed, open, hovered and keyboard-focused): a heading with a button (`aria-expanded`, `aria-controls`)
 * and the answer's region, which folds away as MUI's Collapse did (its height eased over 300 ms, then hidden). Four
 * Accordions were some sixty MUI elements and transitions to render on the server and to hydrate.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { Faq } from '@/api';
import { AppLink } from '@/components/AppLink';
import { PlainIcon } from '@/components/PlainIcon';
import { EXPAND_MORE, plainIconStyles } from '@/components/plainIconStyles';
import { plainButtonStyles, plainLinkStyles } from '@/components/plainButton';
import { SafeHtml } from '@/components/SafeHtml';
import { contentLink } from '@/domain/category/categoryPaths';
import { Section, SECTION_IDS } from './shared';

const EASE = 'cubic-bezier(0.4, 0, 0.2, 1)';

const FaqList = styled('div', { label: 'FaqList' })(({ theme }) => ({
  // Each item: MUI's Paper and Accordion with the theme's overrides (no shadow or gutters, a hairline between).
  '& > div': {
    position: 'relative',
    overflowAnchor: 'none',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    // The theme's MuiAccordion override (src/lib/theme.ts).
    borderBottom: '1px solid rgba(0,0,0,0.08)',
  },
  '& > div:first-of-type': {
    borderTopLeftRadius: theme.shape.borderRadius,
    borderTopRightRadius: theme.shape.borderRadius,
  },
  '& > div:last-of-type': {
    borderBottomLeftRadius: theme.shape.borderRadius,
    borderBottomRightRadius: theme.shape.borderRadius,
  },
  '& > div > h3': { margin: 0 },
  // AccordionSummary: a full-width row with the question and the turning chevron.
  '& > div > h3 > button': {
    ...plainButtonStyles(theme),
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    minHeight: 48,
    padding: theme.spacing(0, 2),
    textAlign: 'start',
    transition: `background-color 150ms ${EASE}`,
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
      backgroundColor: 'rgba(0, 0, 0, 0.12)',
    },
  },
  '& > div > h3 > button > span:first-of-type': {
    ...theme.typography.body1,
    flexGrow: 1,
    margin: theme.spacing(1.5, 0),
    fontWeight: 600,
  },
  '& > div > h3 > button > svg': {
    ...plainIconStyles,
    color: theme.palette.action.active,
    transition: `transform 150ms ${EASE}`,
  },
  '& > div > h3 > button[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  // Collapse: the answer's row eases from nothing to its height, and is hidden once folded.
  '& > div > [role="region"]': {
    display: 'grid',
    gridTemplateRows: '0fr',
    visibility: 'hidden',
    transition: `grid-template-rows 300ms ${EASE}, visibility 0s 300ms`,
  },
  '& > div > [role="region"][data-open]': {
    gridTemplateRows: '1fr',
    visibility: 'visible',
    transition: `grid-template-rows 300ms ${EASE}`,
  },
  '& > div > [role="region"] > div': {
    minHeight: 0,
    overflow: 'hidden',
  },
  // AccordionDetails.
  '& > div > [role="region"] > div > div': { padding: theme.spacing(1, 2, 2) },
  '& > div > [role="region"] a[data-faq-link]': plainLinkStyles(theme),
  '@media (prefers-reduced-motion: reduce)': {
    '& > div > h3 > button > svg, & > div > [role="region"], & > div > [role="region"][data-open]': {
      transition: 'none',
    },
  },
}));

/** Made once: the same element on every render of an item. */
const CHEVRON = <PlainIcon path={EXPAND_MORE} />;

function FaqItem({ faq, expanded, onToggle }: { faq: Faq; expanded: boolean; onToggle: () => void }) {
  const id = useId();
  const link = faq.path && faq.tPath ? contentLink(faq.path) : null;
  return (
    <div>
      <h3>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={expanded}
          aria-controls={`${id}-a`}
          onClick={onToggle}
        >
          <span>{faq.question}</span>
          {CHEVRON}
        </button>
      </h3>
      <div role="region" id={`${id}-a`} aria-labelledby={`${id}-q`} data-open={expanded ? '' : undefined}>
        <div>
          <div>
            <SafeHtml html={faq.answer} />
            {link ? (
              link.kind === 'internal' ? (
                <AppLink to={link.to} data-faq-link="">
                  {faq.tPath}
                </AppLink>
              ) : (
                <a href={link.href} target="_blank" rel="noopener noreferrer" data-faq-link="">
                  {faq.tPath}
                </a>
              )
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

export function FaqAccordion({ title, items }: { title?: string | null; items: Faq[] }) {
  const { t } = useTranslation('category');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section id={SECTION_IDS.faqs} title={title?.trim() || t('faqs.title')}>
      <FaqList>
        {items.map((faq) => (
          <FaqItem
            key={faq.id}
            faq={faq}
            expanded={open === faq.id}
            onToggle={() => setOpen((current) => (current === faq.id ? null : faq.id))}
          />
        ))}
      </FaqList>
    </Section>
  );
}
