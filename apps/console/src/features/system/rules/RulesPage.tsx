import { Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@om/i18n';
import { PageHeader } from '@om/ui';
import { ResourceListPage, useRouteTitle } from '../../../shared/resource';
import { dispatchRulesMeta } from '../meta';
import { alarmRules, dispatchRules } from './rules.resource';

const TABS = ['dispatch', 'alarm'] as const;

/** /system/rules (administrators only): dispatch/escalation rules and alarm rules, one tab each. */
export function RulesPage() {
  const { t } = useTranslation('system');
  const title = useRouteTitle(dispatchRulesMeta.titles.list);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'alarm' ? 'alarm' : 'dispatch';
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      {/* Each tab's list keeps its state in the URL; switching tabs starts the other list afresh. */}
      <Tabs.Root recipe={tabsSlotRecipe} value={tab} onValueChange={(details) => setParams({ tab: details.value })} lazyMount unmountOnExit variant="line">
        <Tabs.List>
          {TABS.map((key) => (
            <Tabs.Trigger key={key} value={key}>
              {t(`resources.rules.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dispatch">
          <ResourceListPage resource={dispatchRules} headingless title={t('resources.rules.dispatch')} />
        </Tabs.Content>
        <Tabs.Content value="alarm">
          <ResourceListPage resource={alarmRules} headingless title={t('resources.rules.alarm')} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
