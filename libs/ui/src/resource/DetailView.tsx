import { Box, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { Panel } from '../display/Panel';
import { FieldList, type FieldRow } from './FieldList';
import { PageHeader } from './PageHeader';

export interface DetailSection {
  title: string;
  rows: readonly FieldRow[];
}

export interface DetailTab {
  key: string;
  label: string;
  content: ReactNode;
}

export interface DetailViewProps {
  title: string;
  actions?: ReactNode;
  /** Above the sections: a back link, a status. */
  lead?: ReactNode;
  sections: readonly DetailSection[];
  tabs?: readonly DetailTab[];
  activeTab?: string;
  onTabChange?(key: string): void;
}

/** One record: its sections of label–value pairs, then tabs (related lists, history). */
export function DetailView({ title, actions, lead, sections, tabs = [], activeTab, onTabChange }: DetailViewProps) {
  return (
    <Stack gap="5">
      <PageHeader title={title} actions={actions} />
      {lead}
      <Stack gap="4" direction={{ base: 'column', lg: 'row' }} alignItems="stretch">
        {sections.map((section) => (
          <Box key={section.title} flex="1">
            <Panel title={section.title}>
              <FieldList rows={section.rows} />
            </Panel>
          </Box>
        ))}
      </Stack>
      {tabs.length > 0 && (
        <Tabs.Root
          recipe={tabsSlotRecipe}
          value={activeTab ?? tabs[0]?.key}
          onValueChange={(details) => onTabChange?.(details.value)}
          lazyMount
          unmountOnExit
          variant="line"
        >
          {/* One line that scrolls sideways on a phone instead of wrapping. */}
          <Tabs.List overflowX="auto" flexWrap="nowrap" css={{ scrollbarWidth: 'thin' }}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key} flexShrink={0} whiteSpace="nowrap">
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.key} value={tab.key}>
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
