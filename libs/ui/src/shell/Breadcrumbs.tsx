import { Breadcrumb } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@om/i18n';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('layout');
  return (
    <Breadcrumb.Root recipe={breadcrumbSlotRecipe} aria-label={t('breadcrumb')} size="sm">
      <Breadcrumb.List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              <Breadcrumb.Item>
                {last || !item.to ? (
                  <Breadcrumb.CurrentLink color={last ? 'fg.muted' : undefined}>{item.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <Link to={item.to}>{item.label}</Link>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
