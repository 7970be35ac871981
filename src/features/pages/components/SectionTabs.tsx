import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Ref } from 'react';

export interface SectionTab {
  id: string;
  label: string;
}

interface SectionTabsProps {
  tabs: SectionTab[];
  active: string | undefined;
  onSelect: (id: string) => void;
  label: string;
  stickyTop: number;
  barRef: Ref<HTMLDivElement>;
}

/** The sticky in-page tab bar (MUI Tabs: role tablist / tab, aria-selected on the active section's tab). */
export function SectionTabs({ tabs, active, onSelect, label, stickyTop, barRef }: SectionTabsProps) {
  const value = tabs.some((tab) => tab.id === active) ? active : false;
  return (
    <Box
      ref={barRef}
      component="nav"
      aria-label={label}
      sx={{
        position: 'sticky',
        top: stickyTop,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tabs
        value={value}
        onChange={(_event, id: string) => onSelect(id)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ maxWidth: 'lg', mx: 'auto', px: { xs: 0, md: 2 } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            id={`tab-${tab.id}`}
            aria-controls={tab.id}
            // A click on the already active tab scrolls to its section again.
            onClick={() => {
              if (tab.id === active) onSelect(tab.id);
            }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
