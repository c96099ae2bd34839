import { Card, Stat } from '@chakra-ui/react';
import { cardSlotRecipe, statSlotRecipe } from '@chakra-ui/react/theme';

export interface StatCardProps {
  label: string;
  value: string;
}

/** One figure with its label. */
export function StatCard({ label, value }: StatCardProps) {
  return (
    <Card.Root recipe={cardSlotRecipe}>
      <Card.Body>
        <Stat.Root recipe={statSlotRecipe}>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
