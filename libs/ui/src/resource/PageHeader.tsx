import { Flex, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page's h1 with its actions on the right. */
export function PageHeader({ title, actions, children }: PageHeaderProps) {
  return (
    <Flex gap="3" alignItems="center" justifyContent="space-between" flexWrap="wrap">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {children}
      {actions && (
        <HStack gap="2" flexWrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
