/** Regions (or themes/styles/countries): cards linking to their category page. */
import { useTranslation } from 'react-i18next';
import type { Region } from '@/api';
import { CategoryCards, ContentLink, CoverImage, Section } from './shared';

export function RegionsSection({ title, regions }: { title?: string | null; regions: Region[] }) {
  const { t } = useTranslation('category');
  return (
    <Section title={title?.trim() || t('regions.title')}>
      <CategoryCards>
        {regions.map((region) => (
          <li key={`${region.path}-${region.name}`}>
            <div data-card="">
              <ContentLink path={region.path}>
                <CoverImage src={region.image} alt={region.name} height={160} />
                <div data-card-body="">
                  <h3>{region.name}</h3>
                  {region.description ? (
                    <p data-small="" data-secondary="">
                      {region.description}
                    </p>
                  ) : null}
                </div>
              </ContentLink>
            </div>
          </li>
        ))}
      </CategoryCards>
    </Section>
  );
}
