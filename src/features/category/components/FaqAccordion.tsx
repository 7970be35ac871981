/** FAQ accordion: one item open at a time (controlled MUI Accordions). Answers are HTML (SafeHtml). */
import { useState } from 'react';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Faq } from '@/api';
import { SafeHtml } from '@/components/SafeHtml';
import { contentLink } from '@/domain/category/categoryPaths';
import { Section, SECTION_IDS } from './shared';

export function FaqAccordion({ title, items }: { title?: string | null; items: Faq[] }) {
  const { t } = useTranslation('category');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Section id={SECTION_IDS.faqs} title={title?.trim() || t('faqs.title')}>
      {items.map((faq) => {
        const link = faq.path && faq.tPath ? contentLink(faq.path) : null;
        const expanded = open === faq.id;
        return (
          <Accordion
            key={faq.id}
            expanded={expanded}
            onChange={(_, isOpen) => setOpen(isOpen ? faq.id : null)}
            disableGutters
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <SafeHtml html={faq.answer} />
              {link ? (
                link.kind === 'internal' ? (
                  <Link component={AppLink} to={link.to}>
                    {faq.tPath}
                  </Link>
                ) : (
                  <Link href={link.href} target="_blank" rel="noopener noreferrer">
                    {faq.tPath}
                  </Link>
                )
              ) : null}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Section>
  );
}
