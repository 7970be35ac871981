/**
 * The section nav as tabs that follow the reading (static pages; spec part 1: "A sticky in-page tab bar scrolls to
 * a section by id and highlights the active one while scrolling"): MUI Tabs (role tablist / tab, aria-selected on
 * the active section's tab) in the shared sticky `SectionBar`, driven by useScrollSpy. The sections keep
 * `belowSectionNav(theme)` as their scroll margin and follow each other without gaps (the scroll spy relies on it).
 */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SectionBar, type SectionNavItem } from './SectionNav';
import { useScrollSpy } from './useScrollSpy';

export interface SectionTabsProps {
  /** The navigation's accessible name ("On this page"). */
  label: string;
  items: readonly SectionNavItem[];
}

export function SectionTabs({ label, items }: SectionTabsProps) {
  const spy = useScrollSpy(items.map((item) => item.id));
  const value = items.some((item) => item.id === spy.active) ? spy.active : false;
  return (
    <SectionBar aria-label={label}>
      <Tabs
        value={value}
        onChange={(_event, id: string) => spy.scrollTo(id)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ maxWidth: 'lg', mx: 'auto', px: { xs: 0, md: 2 } }}
      >
        {items.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            id={`tab-${item.id}`}
            aria-controls={item.id}
            // A click on the already active tab scrolls to its section again.
            onClick={() => {
              if (item.id === spy.active) spy.scrollTo(item.id);
            }}
          />
        ))}
      </Tabs>
    </SectionBar>
  );
}
