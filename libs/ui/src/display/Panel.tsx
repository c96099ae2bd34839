import { Card, Heading } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { useId, type ReactNode } from 'react';

export interface PanelProps {
  /** Heading of the panel; the panel is a region named by it. */
  title?: string;
  children: ReactNode;
}

/** A white card section of a page. */
export function Panel({ title, children }: PanelProps) {
  const headingId = useId();
  return (
    <Card.Root recipe={cardSlotRecipe} as="section" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Card.Header>
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
        </Card.Header>
      )}
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
